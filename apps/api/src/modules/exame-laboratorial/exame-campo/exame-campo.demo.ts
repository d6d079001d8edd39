import { TIPO_CAMPO_EXAME as T } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { labFormulaExame } from '../formula-exame/formula-exame.table.js';
import { labExame, labExameCampo, labExameReferencia } from './exame-campo.table.js';

/** A reference range: [sex or null, min, max, critical min, critical max, text]. */
type Faixa = [
  sexo: 'M' | 'F' | null,
  min: number | null,
  max: number | null,
  critMin: number | null,
  critMax: number | null,
  texto: string,
];
/** A field: [code, name, kind, unit, decimals, options, ranges, required]. */
type Campo = [
  codigo: string,
  nome: string,
  tipo: number,
  unidade: string | null,
  casas: number | null,
  opcoes: string[] | null,
  faixas: Faixa[],
  obrigatorio?: boolean,
];

const NR = ['Não reagente', 'Reagente'];
const CRUZES = ['Negativo', 'Traços', '+', '++', '+++'];

/**
 * The demo laboratory's exams (issue 21): [exam name of the registry, acronym, bench sector, tube, fields]. Values
 * and ranges follow common adult references (SBPC/ML, SBC lipid guideline); LDL is computed by Friedewald.
 */
export const EXAMES_LAB_DEMO: [nome: string, sigla: string, setor: number, recipiente: string, campos: Campo[]][] = [
  [
    'Hemograma completo',
    'HEMO',
    2,
    'Tubo roxo (EDTA)',
    [
      [
        'HEM',
        'Hemácias',
        T.numerico,
        'milhões/mm³',
        2,
        null,
        [
          ['M', 4.5, 5.9, null, null, 'Homens: 4,50 a 5,90'],
          ['F', 4.0, 5.2, null, null, 'Mulheres: 4,00 a 5,20'],
        ],
      ],
      [
        'HB',
        'Hemoglobina',
        T.numerico,
        'g/dL',
        1,
        null,
        [
          ['M', 13.5, 17.5, 7, 20, 'Homens: 13,5 a 17,5'],
          ['F', 12.0, 15.5, 7, 20, 'Mulheres: 12,0 a 15,5'],
        ],
      ],
      [
        'HT',
        'Hematócrito',
        T.numerico,
        '%',
        1,
        null,
        [
          ['M', 41, 53, 20, 60, 'Homens: 41 a 53'],
          ['F', 36, 46, 20, 60, 'Mulheres: 36 a 46'],
        ],
      ],
      ['VCM', 'VCM', T.numerico, 'fL', 1, null, [[null, 80, 100, null, null, '80 a 100']]],
      ['LEUCO', 'Leucócitos', T.numerico, '/mm³', 0, null, [[null, 4000, 11000, 2000, 30000, '4.000 a 11.000']]],
      ['PLQ', 'Plaquetas', T.numerico, '/mm³', 0, null, [[null, 150000, 450000, 20000, 1000000, '150.000 a 450.000']]],
    ],
  ],
  [
    'Contagem de plaquetas',
    'PLAQ',
    2,
    'Tubo roxo (EDTA)',
    [['PLAQ', 'Plaquetas', T.numerico, '/mm³', 0, null, [[null, 150000, 450000, 20000, 1000000, '150.000 a 450.000']]]],
  ],
  [
    'Glicose (glicemia de jejum)',
    'GLI',
    1,
    'Tubo cinza (fluoreto)',
    [['GLI', 'Glicose', T.numerico, 'mg/dL', 0, null, [[null, 70, 99, 40, 400, '70 a 99 mg/dL (jejum)']]]],
  ],
  [
    'Hemoglobina glicada (HbA1c)',
    'HBA1C',
    1,
    'Tubo roxo (EDTA)',
    [
      [
        'A1C',
        'Hemoglobina glicada',
        T.numerico,
        '%',
        1,
        null,
        [[null, null, 5.6, null, null, 'Normal: inferior a 5,7%; pré-diabetes: 5,7 a 6,4%; diabetes: 6,5% ou mais']],
      ],
    ],
  ],
  [
    'Colesterol total',
    'CT',
    1,
    'Tubo amarelo (soro)',
    [['CT', 'Colesterol total', T.numerico, 'mg/dL', 0, null, [[null, null, 189, null, null, 'Desejável: inferior a 190 mg/dL']]]],
  ],
  [
    'Colesterol HDL',
    'HDL',
    1,
    'Tubo amarelo (soro)',
    [['HDL', 'Colesterol HDL', T.numerico, 'mg/dL', 0, null, [[null, 40, null, null, null, 'Desejável: superior a 40 mg/dL']]]],
  ],
  [
    'Triglicerídeos',
    'TG',
    1,
    'Tubo amarelo (soro)',
    [['TG', 'Triglicerídeos', T.numerico, 'mg/dL', 0, null, [[null, null, 149, null, 1000, 'Desejável: inferior a 150 mg/dL (jejum)']]]],
  ],
  [
    'Colesterol LDL',
    'LDL',
    1,
    'Tubo amarelo (soro)',
    [
      [
        'LDL',
        'Colesterol LDL (Friedewald)',
        T.numerico,
        'mg/dL',
        0,
        null,
        [[null, null, 129, null, null, 'Desejável: inferior a 130 mg/dL']],
      ],
    ],
  ],
  [
    'Creatinina',
    'CREA',
    1,
    'Tubo amarelo (soro)',
    [
      [
        'CREA',
        'Creatinina',
        T.numerico,
        'mg/dL',
        2,
        null,
        [
          ['M', 0.7, 1.3, null, 7, 'Homens: 0,70 a 1,30'],
          ['F', 0.6, 1.1, null, 7, 'Mulheres: 0,60 a 1,10'],
        ],
      ],
    ],
  ],
  [
    'Ureia',
    'UREIA',
    1,
    'Tubo amarelo (soro)',
    [['UREIA', 'Ureia', T.numerico, 'mg/dL', 0, null, [[null, 15, 45, null, 200, '15 a 45 mg/dL']]]],
  ],
  [
    'Ácido úrico',
    'AU',
    1,
    'Tubo amarelo (soro)',
    [
      [
        'AU',
        'Ácido úrico',
        T.numerico,
        'mg/dL',
        1,
        null,
        [
          ['M', 3.4, 7.0, null, null, 'Homens: 3,4 a 7,0'],
          ['F', 2.4, 5.7, null, null, 'Mulheres: 2,4 a 5,7'],
        ],
      ],
    ],
  ],
  [
    'TGO (AST)',
    'TGO',
    1,
    'Tubo amarelo (soro)',
    [['TGO', 'TGO (AST)', T.numerico, 'U/L', 0, null, [[null, 5, 40, null, 1000, '5 a 40 U/L']]]],
  ],
  [
    'TGP (ALT)',
    'TGP',
    1,
    'Tubo amarelo (soro)',
    [['TGP', 'TGP (ALT)', T.numerico, 'U/L', 0, null, [[null, 7, 56, null, 1000, '7 a 56 U/L']]]],
  ],
  [
    'Potássio',
    'K',
    1,
    'Tubo amarelo (soro)',
    [['K', 'Potássio', T.numerico, 'mEq/L', 1, null, [[null, 3.5, 5.1, 2.5, 6.5, '3,5 a 5,1 mEq/L']]]],
  ],
  [
    'Sódio',
    'NA',
    1,
    'Tubo amarelo (soro)',
    [['NA', 'Sódio', T.numerico, 'mEq/L', 0, null, [[null, 135, 145, 120, 160, '135 a 145 mEq/L']]]],
  ],
  [
    'TSH',
    'TSH',
    7,
    'Tubo amarelo (soro)',
    [['TSH', 'TSH', T.numerico, 'µUI/mL', 2, null, [[null, 0.4, 4.0, null, null, '0,40 a 4,00 µUI/mL']]]],
  ],
  [
    'T4 livre',
    'T4L',
    7,
    'Tubo amarelo (soro)',
    [['T4L', 'T4 livre', T.numerico, 'ng/dL', 2, null, [[null, 0.8, 1.8, null, null, '0,80 a 1,80 ng/dL']]]],
  ],
  [
    'PSA total',
    'PSA',
    7,
    'Tubo amarelo (soro)',
    [['PSA', 'PSA total', T.numerico, 'ng/mL', 2, null, [['M', null, 4.0, null, null, 'Até 4,00 ng/mL']]]],
  ],
  [
    'Beta-HCG',
    'BHCG',
    7,
    'Tubo amarelo (soro)',
    [['BHCG', 'Beta-HCG', T.lista, null, null, ['Negativo', 'Positivo', 'Indeterminado'], []]],
  ],
  [
    'VDRL',
    'VDRL',
    3,
    'Tubo amarelo (soro)',
    [
      ['VDRL', 'VDRL', T.lista, null, null, NR, []],
      ['VDRL_TIT', 'Título', T.texto, null, null, null, [], false],
    ],
  ],
  [
    'VDRL na gestação',
    'VDRLG',
    3,
    'Tubo amarelo (soro)',
    [
      ['VDRLG', 'VDRL', T.lista, null, null, NR, []],
      ['VDRLG_TIT', 'Título', T.texto, null, null, null, [], false],
    ],
  ],
  [
    'HIV teste rápido',
    'HIVTR',
    3,
    'Sangue capilar',
    [['HIVTR', 'HIV (teste rápido)', T.lista, null, null, ['Não reagente', 'Reagente', 'Inválido'], []]],
  ],
  [
    'HIV teste rápido na gestação',
    'HIVG',
    3,
    'Sangue capilar',
    [['HIVG', 'HIV (teste rápido)', T.lista, null, null, ['Não reagente', 'Reagente', 'Inválido'], []]],
  ],
  ['Tipagem sanguínea ABO', 'ABO', 2, 'Tubo roxo (EDTA)', [['ABO', 'Grupo sanguíneo', T.lista, null, null, ['A', 'B', 'AB', 'O'], []]]],
  ['Fator Rh', 'RH', 2, 'Tubo roxo (EDTA)', [['RH', 'Fator Rh', T.lista, null, null, ['Positivo', 'Negativo'], []]]],
  [
    'EAS (urina tipo 1)',
    'EAS',
    6,
    'Frasco de urina',
    [
      ['EAS_COR', 'Cor', T.lista, null, null, ['Amarelo citrino', 'Amarelo claro', 'Amarelo escuro', 'Âmbar', 'Avermelhado'], []],
      ['EAS_ASP', 'Aspecto', T.lista, null, null, ['Límpido', 'Ligeiramente turvo', 'Turvo'], []],
      ['EAS_DENS', 'Densidade', T.numerico, null, 3, null, [[null, 1.005, 1.03, null, null, '1,005 a 1,030']]],
      ['EAS_PH', 'pH', T.numerico, null, 1, null, [[null, 5.0, 8.0, null, null, '5,0 a 8,0']]],
      ['EAS_PROT', 'Proteínas', T.lista, null, null, CRUZES, []],
      ['EAS_GLIC', 'Glicose', T.lista, null, null, CRUZES, []],
      ['EAS_LEUC', 'Leucócitos', T.numerico, '/campo', 0, null, [[null, null, 5, null, null, 'Até 5 por campo']]],
      ['EAS_HEM', 'Hemácias', T.numerico, '/campo', 0, null, [[null, null, 3, null, null, 'Até 3 por campo']]],
    ],
  ],
  ['Parasitológico de fezes', 'EPF', 5, 'Frasco de fezes', [['EPF', 'Resultado', T.texto, null, null, null, []]]],
  [
    'Proteína C reativa',
    'PCR',
    3,
    'Tubo amarelo (soro)',
    [['PCR', 'Proteína C reativa', T.numerico, 'mg/L', 1, null, [[null, null, 5.0, null, null, 'Inferior a 5,0 mg/L']]]],
  ],
];

/** LDL by Friedewald (valid for triglycerides under 400 mg/dL: the bench types it beyond that). */
export const FORMULAS_DEMO: [campo: string, expressao: string, descricao: string][] = [
  ['LDL', 'CT - HDL - TG / 5', 'Friedewald: LDL = colesterol total − HDL − triglicerídeos ÷ 5'],
];

const num = (v: number | null) => (v == null ? null : String(v));

/** The lab settings of the demo exams: acronym, sector, tube, result fields, reference ranges, the LDL formula. */
export async function seedExamesLaboratorioDemo(tx: Tx, clienteId: number) {
  // the registry's exams belong to parametrizacao (no index.ts to import them from): read by SQL
  const { rows: exames } = await tx.execute(sql`select id, nome from exame where cliente_id = ${clienteId} and tipo = 1`);
  const porNome = new Map(exames.map((e) => [String(e.nome), Number(e.id)]));
  const campos = new Map<string, number>();
  for (const [nome, sigla, setor, recipiente, lista] of EXAMES_LAB_DEMO) {
    const exameId = porNome.get(nome);
    if (!exameId) continue;
    await tx.insert(labExame).values({ exameId, sigla, setor, recipiente });
    for (const [ordem, [codigo, nomeCampo, tipo, unidadeMedida, casasDecimais, opcoes, faixas, obrigatorio = true]] of lista.entries()) {
      const [c] = await tx
        .insert(labExameCampo)
        .values({ exameId, ordem, nome: nomeCampo, codigo, tipo, unidadeMedida, casasDecimais, opcoes, obrigatorio })
        .returning({ id: labExameCampo.id });
      if (!c) continue;
      campos.set(codigo, c.id);
      if (faixas.length)
        await tx.insert(labExameReferencia).values(
          faixas.map(([sexo, min, max, critMin, critMax, texto]) => ({
            campoId: c.id,
            sexo,
            minimo: num(min),
            maximo: num(max),
            criticoMinimo: num(critMin),
            criticoMaximo: num(critMax),
            texto,
          })),
        );
    }
  }
  for (const [codigo, expressao, descricao] of FORMULAS_DEMO) {
    const campoId = campos.get(codigo);
    if (campoId) await tx.insert(labFormulaExame).values({ campoId, expressao, descricao });
  }
  return { campos };
}
