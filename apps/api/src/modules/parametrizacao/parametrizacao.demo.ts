import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { procedimentoSigtap } from '../../db/schema/index.js';
import type { SeedContexto } from '../../db/seed/municipio.js';
import { exame } from './exame/exame.table.js';
import { kitExame, kitExameItem } from './kit-exame/kit-exame.table.js';
import { procedimentoMunicipal } from './procedimento/procedimento.table.js';
import { procedimentoCirurgico } from './procedimento-cirurgico/procedimento-cirurgico.table.js';

// material: 1 Sangue, 2 Soro, 3 Plasma, 4 Urina, 5 Fezes; null for imaging
type Exame = [nome: string, sigtap: string, material: number | null, prazo: number, jejumHoras: number | null, metodo: string | null];

/** Laboratory exams of the municipal laboratory (every SIGTAP code is checked below). */
const LABORATORIAIS: Exame[] = [
  ['Hemograma completo', '0202020380', 1, 1, null, 'Automação hematológica'],
  ['Contagem de plaquetas', '0202020029', 1, 1, null, 'Automação hematológica'],
  ['Glicose (glicemia de jejum)', '0202010473', 3, 1, 8, 'Enzimático (hexoquinase)'],
  ['Hemoglobina glicada (HbA1c)', '0202010503', 1, 3, null, 'HPLC'],
  ['Colesterol total', '0202010295', 2, 2, 12, 'Enzimático colorimétrico'],
  ['Colesterol HDL', '0202010279', 2, 2, 12, 'Enzimático colorimétrico'],
  ['Colesterol LDL', '0202010287', 2, 2, 12, 'Cálculo de Friedewald'],
  ['Triglicerídeos', '0202010678', 2, 2, 12, 'Enzimático colorimétrico'],
  ['Creatinina', '0202010317', 2, 1, null, 'Jaffé cinético'],
  ['Ureia', '0202010694', 2, 1, null, 'Enzimático UV'],
  ['Ácido úrico', '0202010120', 2, 2, 4, 'Enzimático colorimétrico'],
  ['TGO (AST)', '0202010643', 2, 2, null, 'Cinético UV'],
  ['TGP (ALT)', '0202010651', 2, 2, null, 'Cinético UV'],
  ['Potássio', '0202010600', 2, 1, null, 'Íon seletivo'],
  ['Sódio', '0202010635', 2, 1, null, 'Íon seletivo'],
  ['TSH', '0202060250', 2, 5, null, 'Quimioluminescência'],
  ['T4 livre', '0202060381', 2, 5, null, 'Quimioluminescência'],
  ['PSA total', '0202030105', 2, 5, null, 'Quimioluminescência'],
  ['Beta-HCG', '0202060217', 2, 1, null, 'Quimioluminescência'],
  ['VDRL', '0202031110', 2, 3, null, 'Floculação'],
  ['VDRL na gestação', '0202031179', 2, 3, null, 'Floculação'],
  ['HIV teste rápido', '0214010058', 1, 0, null, 'Imunocromatografia'],
  ['HIV teste rápido na gestação', '0214010279', 1, 0, null, 'Imunocromatografia'],
  ['Tipagem sanguínea ABO', '0202120023', 1, 1, null, 'Hemaglutinação'],
  ['Fator Rh', '0202120082', 1, 1, null, 'Hemaglutinação'],
  ['EAS (urina tipo 1)', '0202050017', 4, 1, null, 'Tira reagente e sedimentoscopia'],
  ['Parasitológico de fezes', '0202040127', 5, 3, null, 'Hoffman (sedimentação espontânea)'],
  ['Proteína C reativa', '0202030202', 2, 1, null, 'Turbidimetria'],
];

const IMAGEM: Exame[] = [
  ['Radiografia de tórax (PA e perfil)', '0204030153', null, 2, null, null],
  ['Radiografia de coluna lombo-sacra', '0204020069', null, 2, null, null],
  ['Mamografia bilateral para rastreamento', '0204030188', null, 10, null, null],
  ['Ultrassonografia de abdome total', '0205020046', null, 3, 8, null],
  ['Ultrassonografia obstétrica', '0205020143', null, 1, null, null],
  ['Ultrassonografia transvaginal', '0205020186', null, 3, null, null],
  ['Ultrassonografia de tireoide', '0205020127', null, 3, null, null],
  ['Ultrassonografia mamária bilateral', '0205020097', null, 5, null, null],
  ['Ultrassonografia de próstata (via abdominal)', '0205020100', null, 3, null, null],
  ['Eletrocardiograma', '0211020036', null, 0, null, null],
  ['Densitometria óssea', '0204060028', null, 10, null, null],
];

const PREPARO: Record<string, string> = {
  'Ultrassonografia de abdome total': 'Jejum de 8 horas. Tomar 4 copos de água 1 hora antes e não urinar até o exame.',
  'Ultrassonografia de próstata (via abdominal)': 'Bexiga cheia: tomar 4 copos de água 1 hora antes e não urinar até o exame.',
  'Mamografia bilateral para rastreamento':
    'Não usar desodorante, talco ou creme nas mamas e axilas no dia do exame. Levar exames anteriores.',
  'EAS (urina tipo 1)': 'Colher a primeira urina da manhã, jato médio, em frasco estéril fornecido pela unidade.',
  'Parasitológico de fezes': 'Colher pequena porção das fezes em frasco com conservante; entregar em até 24 horas.',
  'PSA total': 'Evitar relação sexual e exercício de bicicleta nas 48 horas anteriores.',
};

const KITS: [nome: string, exames: string[]][] = [
  [
    'Pré-natal 1º trimestre',
    [
      'Hemograma completo',
      'Glicose (glicemia de jejum)',
      'Tipagem sanguínea ABO',
      'Fator Rh',
      'VDRL na gestação',
      'HIV teste rápido na gestação',
      'EAS (urina tipo 1)',
      'Ultrassonografia obstétrica',
    ],
  ],
  [
    'Check-up adulto',
    [
      'Hemograma completo',
      'Glicose (glicemia de jejum)',
      'Colesterol total',
      'Colesterol HDL',
      'Colesterol LDL',
      'Triglicerídeos',
      'Creatinina',
      'EAS (urina tipo 1)',
    ],
  ],
];

/** Municipal settings over SIGTAP procedures: [código, complemento R$, exige autorização, permite agendamento, máximo/mês, observação]. */
const PROCEDIMENTOS: [string, string, boolean, boolean, number | null, string | null][] = [
  ['0301010064', '0.00', false, true, null, null],
  ['0301010072', '10.00', true, true, 2, 'Consulta especializada: encaminhamento pela atenção básica.'],
  ['0204030188', '15.00', false, true, 1, 'Rastreamento: mulheres de 50 a 69 anos a cada dois anos.'],
  ['0205020046', '20.00', true, true, 1, null],
  ['0205020143', '0.00', false, true, 3, 'Gestantes do pré-natal municipal.'],
  ['0211020036', '5.00', false, true, null, null],
  ['0202020380', '0.00', false, true, null, null],
  ['0202010503', '2.50', false, true, 1, null],
  ['0407030034', '350.00', true, false, 1, 'Cirurgia eletiva regulada pela central municipal.'],
  ['0407040102', '180.00', true, false, 1, 'Cirurgia eletiva regulada pela central municipal.'],
];

/** Surgical catalogue: [nome, SIGTAP, porte (1 Pequeno … 4 Especial), minutos, internação]. */
const CIRURGIAS: [string, string | null, number, number, boolean][] = [
  ['Colecistectomia videolaparoscópica', '0407030034', 3, 120, true],
  ['Hernioplastia inguinal unilateral', '0407040102', 2, 90, true],
  ['Hernioplastia umbilical', '0407040129', 2, 60, true],
  ['Apendicectomia', '0407020039', 2, 75, true],
  ['Hemorroidectomia', '0407020284', 2, 60, true],
  ['Postectomia', '0409050083', 1, 40, false],
  ['Vasectomia', '0409040240', 1, 30, false],
  ['Laqueadura tubária', '0409060186', 2, 45, true],
  ['Exérese de lesão de pele (pequena cirurgia ambulatorial)', null, 1, 20, false],
];

/** Exams, kits, municipal procedure settings and the surgical catalogue of the demo municipality. */
export async function seedParametrizacaoDemo(tx: Tx, ctx: SeedContexto) {
  const codigos = new Set([
    ...[...LABORATORIAIS, ...IMAGEM].map((e) => e[1]),
    ...PROCEDIMENTOS.map((p) => p[0]),
    ...CIRURGIAS.flatMap((c) => (c[1] ? [c[1]] : [])),
  ]);
  const existentes = await tx
    .select({ codigo: procedimentoSigtap.codigo })
    .from(procedimentoSigtap)
    .where(inArray(procedimentoSigtap.codigo, [...codigos]));
  const faltam = [...codigos].filter((c) => !existentes.some((e) => e.codigo === c));
  if (faltam.length) throw new Error(`seed parametrizacao: procedimentos fora do SIGTAP: ${faltam.join(', ')}`);

  const clienteId = ctx.clienteId;
  const exames = await tx
    .insert(exame)
    .values([
      ...LABORATORIAIS.map(([nome, procedimentoCodigo, materialBiologico, prazoResultadoDias, jejumHoras, metodo]) => ({
        clienteId,
        nome,
        tipo: 1,
        procedimentoCodigo,
        materialBiologico,
        metodo,
        prazoResultadoDias,
        jejum: jejumHoras != null,
        jejumHoras,
        instrucoesPreparo: PREPARO[nome] ?? (jejumHoras ? `Jejum de ${jejumHoras} horas (água liberada).` : null),
      })),
      ...IMAGEM.map(([nome, procedimentoCodigo, , prazoResultadoDias, jejumHoras]) => ({
        clienteId,
        nome,
        tipo: 2,
        procedimentoCodigo,
        prazoResultadoDias,
        jejum: jejumHoras != null,
        jejumHoras,
        instrucoesPreparo: PREPARO[nome] ?? null,
      })),
    ])
    .onConflictDoNothing()
    .returning({ id: exame.id, nome: exame.nome });
  if (!exames.length) return; // already seeded
  const idExame = new Map(exames.map((e) => [e.nome, e.id]));

  const kits = await tx
    .insert(kitExame)
    .values(KITS.map(([nome]) => ({ clienteId, nome })))
    .returning({ id: kitExame.id, nome: kitExame.nome });
  await tx.insert(kitExameItem).values(
    KITS.flatMap(([nome, itens]) => {
      const kitExameId = kits.find((k) => k.nome === nome)?.id as number;
      return itens.map((e) => {
        const exameId = idExame.get(e);
        if (!exameId) throw new Error(`seed parametrizacao: exame ${e} do kit ${nome}`);
        return { clienteId, kitExameId, exameId };
      });
    }),
  );

  await tx.insert(procedimentoMunicipal).values(
    PROCEDIMENTOS.map(([procedimentoCodigo, valorComplementar, exigeAutorizacao, permiteAgendamento, quantidadeMaximaMes, observacao]) => ({
      clienteId,
      procedimentoCodigo,
      valorComplementar,
      exigeAutorizacao,
      permiteAgendamento,
      quantidadeMaximaMes,
      observacao,
    })),
  );
  await tx.insert(procedimentoCirurgico).values(
    CIRURGIAS.map(([nome, procedimentoCodigo, porte, tempoEstimadoMinutos, necessitaInternacao]) => ({
      clienteId,
      nome,
      procedimentoCodigo,
      porte,
      tempoEstimadoMinutos,
      necessitaInternacao,
    })),
  );
}
