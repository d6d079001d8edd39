import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CODIGOS_FORMULARIO_REQUISICAO_EXAME,
  FORMULARIO_REQUISICAO_EXAME,
  fichaSadtSchema,
  laudoApacSchema,
  requisicaoCitopatologicoMamaSchema,
  requisicaoColoUteroSchema,
  requisicaoExameSchema,
  requisicaoMamografiaSchema,
  SCHEMA_REQUISICAO_EXAME,
  solicitacaoExameSadtSchema,
} from './requisicao-exame.js';
import { hojeIso } from './validation/datas.js';

/** The messages of a failed parse, by field path ('itens.1.codigo'). */
function erros(schema: z.ZodType, valor: unknown): Record<string, string[]> {
  const r = schema.safeParse(valor);
  if (r.success) return {};
  const por: Record<string, string[]> = {};
  for (const i of r.error.issues) {
    const campo = i.path.join('.');
    por[campo] = [...(por[campo] ?? []), i.message];
  }
  return por;
}

const amanha = (() => {
  const [a, m, d] = hojeIso().split('-').map(Number) as [number, number, number];
  const dt = new Date(Date.UTC(a, m - 1, d + 1));
  return dt.toISOString().slice(0, 10);
})();
const anoQueVem = Number(hojeIso().slice(0, 4)) + 1;

const colo = {
  motivoExame: 'RASTREAMENTO',
  fezPreventivo: 'SIM',
  anoUltimoPreventivo: 2022,
  usaDiu: 'NAO',
  estaGravida: 'NAO',
  usaPilula: 'NAO',
  usaHormonioMenopausa: 'NAO',
  fezRadioterapia: 'NAO',
  dataUltimaMenstruacao: '2026-01-10',
  sangramentoAposRelacoes: 'NAO',
  sangramentoAposMenopausa: 'NAO_MENOPAUSA',
  inspecaoColo: 'NORMAL',
  sinaisDst: '0',
};

const mamografia = {
  exame: 'MAMOGRAFIA',
  riscoElevado: 'NAO',
  examinadaAntes: 'SIM',
  fezMamografia: 'NAO',
  fezRadioterapia: 'NAO',
  indicacao: 'RASTREAMENTO',
  rastreamento: 'POPULACAO_ALVO',
};

const item = (codigo: string, nome = 'Procedimento', quantidade: unknown = 1) => ({ codigo, nome, quantidade });

describe('FORMULARIO_REQUISICAO_EXAME', () => {
  it('lists the six forms of spec 001 §7 by code, spec name and title, each with its schema', () => {
    expect(Object.values(FORMULARIO_REQUISICAO_EXAME).map((f) => f.nomeSpec)).toEqual([
      'requisicaoExameCitopatologicoColoUtero',
      'requisicaoExameCitopatologicoMama',
      'requisicaoExameHistopatologicoMamografia',
      'laudoSolicitacaoAutorizacaoProcedimentoAmbulatorial',
      'fichaRequisicaoServicoAuxiliarDiagnoseTerapia',
      'servicoAnaliseDiagnosticoTerapiaSolicitacaoExame',
    ]);
    expect(new Set(CODIGOS_FORMULARIO_REQUISICAO_EXAME).size).toBe(6);
    expect(Object.keys(SCHEMA_REQUISICAO_EXAME).sort()).toEqual([...CODIGOS_FORMULARIO_REQUISICAO_EXAME].sort());
    expect(FORMULARIO_REQUISICAO_EXAME.APAC.titulo).toBe('LAUDO PARA SOLICITAÇÃO/AUTORIZAÇÃO DE PROCEDIMENTO AMBULATORIAL');
    expect(
      Object.values(FORMULARIO_REQUISICAO_EXAME)
        .filter((f) => f.comItens)
        .map((f) => f.codigo),
    ).toEqual(['apac', 'sadt', 'sadt-solicitacao-exame']);
  });
});

describe('colo do útero', () => {
  it('accepts a complete request, dates typed dd/mm/aaaa, booleans as 1/0', () => {
    const v = requisicaoColoUteroSchema.parse({ ...colo, dataUltimaMenstruacao: '10/01/2026', sinaisDst: '1' });
    expect(v.dataUltimaMenstruacao).toBe('2026-01-10');
    expect(v.sinaisDst).toBe(true);
    expect(v.dumNaoSabe).toBe(false);
    expect(v.dataColeta).toBeNull();
  });

  it('asks for the last menstruation unless "não sabe / não lembra" is marked, never both', () => {
    expect(erros(requisicaoColoUteroSchema, { ...colo, dataUltimaMenstruacao: '' })).toEqual({
      dataUltimaMenstruacao: ['Informe a data da última menstruação.'],
    });
    expect(requisicaoColoUteroSchema.safeParse({ ...colo, dataUltimaMenstruacao: null, dumNaoSabe: true }).success).toBe(true);
    expect(erros(requisicaoColoUteroSchema, { ...colo, dumNaoSabe: 'true' })).toEqual({
      dumNaoSabe: ['Informe a data ou marque "Não sabe / Não lembra", não os dois.'],
    });
  });

  it('refuses dates and years in the future, with the spec-style message', () => {
    const hoje = hojeIso().split('-').reverse().join('/');
    const e = erros(requisicaoColoUteroSchema, {
      ...colo,
      dataUltimaMenstruacao: amanha,
      dataColeta: amanha,
      anoUltimoPreventivo: anoQueVem,
    });
    expect(e.dataUltimaMenstruacao).toEqual([`Data da última menstruação deve ser menor ou igual a ${hoje}`]);
    expect(e.dataColeta).toEqual([`Data da coleta deve ser menor ou igual a ${hoje}`]);
    expect(e.anoUltimoPreventivo).toEqual([`Ano do último exame preventivo deve ser menor ou igual a ${anoQueVem - 1}`]);
  });

  it('names each missing answer and refuses an option that is not on the form', () => {
    const e = erros(requisicaoColoUteroSchema, { ...colo, motivoExame: undefined, usaDiu: '', inspecaoColo: 'ROSADO' });
    expect(e.motivoExame).toEqual(['O campo Motivo do exame é obrigatório.']);
    expect(e.usaDiu).toEqual(['O campo Usa DIU é obrigatório.']);
    expect(e.inspecaoColo).toEqual(['Inspeção do colo é inválido']);
  });

  it('keeps the year of the last exam only for who did one', () => {
    expect(erros(requisicaoColoUteroSchema, { ...colo, fezPreventivo: 'NAO' })).toEqual({
      anoUltimoPreventivo: ['O ano do último exame só se informa quando já fez o preventivo.'],
    });
  });
});

describe('citopatológico de mama', () => {
  const mama = {
    riscoElevado: 'SIM',
    gravidaOuAmamentando: 'NAO',
    deteccaoLesao: 'EXAME_CLINICO',
    material: 'PAAF_NODULO',
    lado: 'DIREITA',
    achadosDireita: { nodulo: ['QSL', 'QSL'] },
  };

  it('keeps the findings of each breast, repeats dropped, the other side empty', () => {
    const v = requisicaoCitopatologicoMamaSchema.parse({ ...mama, tamanhoLesaoCm: '2,5' });
    expect(v.achadosDireita.nodulo).toEqual(['QSL']);
    expect(v.achadosEsquerda).toEqual({
      lesaoPapilar: false,
      descargaPapilar: null,
      nodulo: [],
      espessamento: [],
      linfonodoAxilar: false,
      linfonodoSupraclavicular: false,
    });
    expect(v.tamanhoLesaoCm).toBe(2.5);
  });

  it('a lesion found at the clinical exam needs its findings; one found by imaging does not', () => {
    expect(erros(requisicaoCitopatologicoMamaSchema, { ...mama, achadosDireita: undefined })).toEqual({
      achadosDireita: ['Informe os achados do exame clínico.'],
    });
    expect(requisicaoCitopatologicoMamaSchema.safeParse({ ...mama, achadosDireita: undefined, deteccaoLesao: 'IMAGEM' }).success).toBe(
      true,
    );
  });

  it('refuses a quadrant that does not exist and a size out of range', () => {
    const e = erros(requisicaoCitopatologicoMamaSchema, { ...mama, achadosDireita: { nodulo: ['QXX'] }, tamanhoLesaoCm: 45 });
    expect(e['achadosDireita.nodulo.0']).toEqual(['Localização do nódulo é inválido']);
    expect(e.tamanhoLesaoCm).toEqual(['Tamanho da lesão (cm) deve ser menor ou igual a 30']);
  });
});

describe('mamografia / histopatológico', () => {
  it('screening needs its population; diagnostic needs a reason and, from the clinical exam, the findings', () => {
    expect(requisicaoMamografiaSchema.safeParse(mamografia).success).toBe(true);
    expect(erros(requisicaoMamografiaSchema, { ...mamografia, rastreamento: null })).toEqual({
      rastreamento: ['O campo Mamografia de rastreamento é obrigatório.'],
    });
    expect(erros(requisicaoMamografiaSchema, { ...mamografia, indicacao: null })).toEqual({
      indicacao: ['O campo Indicação clínica é obrigatório.'],
    });
    expect(erros(requisicaoMamografiaSchema, { ...mamografia, indicacao: 'DIAGNOSTICA' })).toEqual({
      diagnostica: ['Selecione ao menos um motivo da mamografia diagnóstica.'],
    });
    expect(erros(requisicaoMamografiaSchema, { ...mamografia, indicacao: 'DIAGNOSTICA', diagnostica: ['EXAME_CLINICO'] })).toEqual({
      achadosDireita: ['Informe os achados do exame clínico.'],
    });
    const ok = requisicaoMamografiaSchema.parse({
      ...mamografia,
      indicacao: 'DIAGNOSTICA',
      diagnostica: ['EXAME_CLINICO'],
      achadosEsquerda: { espessamento: ['UQSUP'] },
    });
    expect(ok.achadosEsquerda.espessamento).toEqual(['UQSUP']);
  });

  it('asks the year of the last mammography and of the radiotherapy, and refuses a surgery twice on one breast', () => {
    const e = erros(requisicaoMamografiaSchema, {
      ...mamografia,
      fezMamografia: 'SIM',
      fezRadioterapia: 'SIM',
      cirurgias: [
        { tipo: 'MASTECTOMIA', lado: 'DIREITA', ano: 2020 },
        { tipo: 'MASTECTOMIA', lado: 'ESQUERDA', ano: 2021 },
        { tipo: 'MASTECTOMIA', lado: 'DIREITA', ano: anoQueVem },
      ],
    });
    expect(e.anoUltimaMamografia).toEqual(['Informe o ano da última mamografia.']);
    expect(e.anoRadioterapiaDireita).toEqual(['Informe o ano da radioterapia em ao menos uma das mamas.']);
    expect(e['cirurgias.2.tipo']).toEqual(['Cirurgia informada mais de uma vez para a mesma mama.']);
    expect(e['cirurgias.2.ano']).toEqual([`Ano da cirurgia deve ser menor ou igual a ${anoQueVem - 1}`]);
    expect(e['cirurgias.1.tipo']).toBeUndefined();
  });

  it('the histopathology request needs its lesion and material', () => {
    const histo = { ...mamografia, exame: 'HISTOPATOLOGICO', indicacao: null, rastreamento: null };
    expect(erros(requisicaoMamografiaSchema, histo)).toEqual({
      histopatologico: ['O campo Dados do exame histopatológico é obrigatório.'],
    });
    const e = erros(requisicaoMamografiaSchema, { ...histo, histopatologico: { deteccaoLesao: 'IMAGEM', biRads: 7 } });
    expect(e['histopatologico.caracteristica']).toEqual(['O campo Característica da lesão é obrigatório.']);
    expect(e['histopatologico.procedimento']).toEqual(['O campo Procedimento cirúrgico / material enviado é obrigatório.']);
    expect(e['histopatologico.lado']).toEqual(['O campo Mama é obrigatório.']);
    expect(e['histopatologico.biRads']).toEqual(['Categoria BI-RADS deve ser menor ou igual a 6']);
  });
});

describe('APAC e SADT', () => {
  const apac = {
    itens: [item('0305010107', 'Hemodiálise', '13')],
    descricaoDiagnostico: 'Doença renal crônica estágio 5',
    cidPrincipal: 'n18.0',
  };

  it('APAC: main procedure with up to five secondary ones, valid SIGTAP codes, CID stored without the dot', () => {
    const v = laudoApacSchema.parse(apac);
    expect(v.cidPrincipal).toBe('N180');
    expect(v.itens[0]?.quantidade).toBe(13);
    expect(erros(laudoApacSchema, { ...apac, itens: [] })).toEqual({ itens: ['Informe ao menos um procedimento.'] });
    const sete = ['0305010107', '0202010317', '0202020380', '0202010473', '0203010019', '0204030030', '0204030188'].map((c) => item(c));
    expect(erros(laudoApacSchema, { ...apac, itens: sete })).toEqual({
      itens: ['Informe no máximo 6 procedimentos (1 principal e 5 secundários).'],
    });
    const e = erros(laudoApacSchema, { ...apac, itens: [item('0305010108'), item('0202010317', 'Creatinina', 0), item('0202010317')] });
    expect(e['itens.0.codigo']).toEqual(['O código de procedimento informado é inválido.']);
    expect(e['itens.1.quantidade']).toEqual(['Quantidade deve ser maior ou igual a 1']);
    expect(e['itens.2.codigo']).toEqual(['Procedimento informado mais de uma vez.']);
  });

  it('APAC: diagnosis and main CID required, the CIDs distinct', () => {
    const e = erros(laudoApacSchema, { itens: apac.itens, descricaoDiagnostico: ' ', cidPrincipal: '' });
    expect(e.descricaoDiagnostico).toEqual(['O campo Descrição do diagnóstico é obrigatório.']);
    expect(e.cidPrincipal).toEqual(['O campo CID-10 principal é obrigatório.']);
    expect(erros(laudoApacSchema, { ...apac, cidSecundario: 'N18.0', cidCausasAssociadas: 'N180' })).toEqual({
      cidSecundario: ['CID informado mais de uma vez.'],
      cidCausasAssociadas: ['CID informado mais de uma vez.'],
    });
  });

  it('SADT request needs its character and the clinical indication; the plain exam request does not', () => {
    const e = erros(fichaSadtSchema, { itens: [item('0204030030', 'Mamografia')] });
    expect(e.carater).toEqual(['O campo Caráter do atendimento é obrigatório.']);
    expect(e.indicacaoClinica).toEqual(['O campo Indicação clínica é obrigatório.']);
    const v = solicitacaoExameSadtSchema.parse({ itens: [{ ...item('0202010473', 'Glicose'), observacao: 'Jejum de 8 horas' }] });
    expect(v.indicacaoClinica).toBeNull();
    expect(v.itens[0]?.observacao).toBe('Jejum de 8 horas');
  });
});

describe('requisicaoExameSchema', () => {
  it('validates a request by the form it names and refuses an unknown form', () => {
    const v = requisicaoExameSchema.parse({ formulario: 'citopatologico-colo-utero', ...colo });
    expect(v.formulario).toBe('citopatologico-colo-utero');
    expect(erros(requisicaoExameSchema, { formulario: 'citopatologico-colo-utero', ...colo, dataUltimaMenstruacao: null })).toEqual({
      dataUltimaMenstruacao: ['Informe a data da última menstruação.'],
    });
    expect(requisicaoExameSchema.safeParse({ formulario: 'receita', ...colo }).success).toBe(false);
  });
});
