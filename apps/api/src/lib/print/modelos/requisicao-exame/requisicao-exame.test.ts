import { FORMULARIO_REQUISICAO_EXAME, requisicaoColoUteroSchema, solicitacaoExameSadtSchema } from '@saude/shared';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { describe, expect, it } from 'vitest';
import { gerarPdf } from '../../pdf.js';
import { lerPdf } from '../../pdf-teste.js';
import { cabecalhoGaranhuns, IMPRESSO_EM, plano } from '../amostras.fixture.js';
import {
  fichaRequisicaoServicoAuxiliarDiagnoseTerapia,
  laudoSolicitacaoAutorizacaoProcedimentoAmbulatorial,
  type RequisicaoExameImpressao,
  requisicaoExame,
  requisicaoExameCitopatologicoColoUtero,
  requisicaoExameCitopatologicoMama,
  requisicaoExameHistopatologicoMamografia,
  servicoAnaliseDiagnosticoTerapiaSolicitacaoExame,
} from './index.js';
import * as fx from './requisicao-exame.fixture.js';

const opcoes = { usuario: 'Ana Beatriz Araújo', impressoEm: IMPRESSO_EM, identificacao: 'saude-municipal:ambulatorio:REQUISICAO:91' };

/** The PDF as a reader sees it: page sizes, raw layout text of each page, and all pages folded into one string. */
async function ler(def: TDocumentDefinitions) {
  const pdf = await lerPdf(await gerarPdf(def));
  return { ...pdf, t: pdf.textos.map(plano).join('\n') };
}

/** The folded line of the text that holds `trecho` (a question with its boxes on the same line). */
function linhaCom(t: string, trecho: string): string {
  const l = t.split('\n').find((x) => x.includes(trecho));
  if (l === undefined) throw new Error(`linha com "${trecho}" ausente`);
  return l;
}

/** How many boxes are marked on the pages (an X standing alone). */
const marcas = (t: string) => t.match(/(?<=^|\s)X(?=\s)/g)?.length ?? 0;

/** `trecho` in the -layout text, where a space stands for the run of spaces the columns leave. */
const padrao = (trecho: string) => new RegExp(trecho.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'));

/** Column (in the -layout text) where `trecho` starts on the first line that has it, and that line's index. */
function posicao(texto: string, trecho: string): { linha: number; coluna: number } {
  const linhas = texto.split('\n');
  const linha = linhas.findIndex((l) => padrao(trecho).test(l));
  return { linha, coluna: linha < 0 ? -1 : (linhas[linha] as string).search(padrao(trecho)) };
}

/** Where the left breast's column starts in the findings table: its "Lesão papilar" box, the second on that line. */
function inicioMamaEsquerda(texto: string): number {
  const l = texto.split('\n').find((x) => x.indexOf('Lesão papilar') !== x.lastIndexOf('Lesão papilar')) as string;
  // the box is drawn a few characters before its text
  return l.lastIndexOf('Lesão papilar') - 6;
}

const PACIENTE = 'Maria José da Conceição Albuquerque';
const CNS = '898 0012 3456 7891';

describe('requisições de exame (formulários nacionais, A4)', () => {
  it('every form of spec 001 §7 prints on A4 with its title, the municipality header and who printed', async () => {
    const todas: RequisicaoExameImpressao[] = [
      { formulario: 'citopatologico-colo-utero', dados: fx.coloUtero },
      { formulario: 'citopatologico-mama', dados: fx.citopatologicoMama },
      { formulario: 'histopatologico-mamografia', dados: fx.mamografia },
      { formulario: 'apac', dados: fx.apac },
      { formulario: 'sadt', dados: fx.sadt },
      { formulario: 'sadt-solicitacao-exame', dados: fx.solicitacaoExame },
    ];
    const titulos = Object.values(FORMULARIO_REQUISICAO_EXAME).map((f) => f.titulo);
    for (const [i, r] of todas.entries()) {
      const def = requisicaoExame(r, cabecalhoGaranhuns, opcoes);
      expect(def.info?.keywords).toBe('saude-municipal:ambulatorio:REQUISICAO:91');
      const pdf = await ler(def);
      const esperado = r.formulario === 'histopatologico-mamografia' ? 'REQUISIÇÃO DE MAMOGRAFIA' : titulos[i];
      expect(pdf.titulo).toBe(esperado);
      for (const p of pdf.paginas) {
        expect(p.larguraCm).toBeCloseTo(21, 1);
        expect(p.alturaCm).toBeCloseTo(29.7, 1);
      }
      expect(pdf.t).toContain('Prefeitura Municipal de Garanhuns');
      expect(pdf.t).toContain(esperado);
      expect(pdf.t).toContain(PACIENTE);
      expect(pdf.t).toContain(CNS);
      expect(pdf.t).toContain('Impresso por Ana Beatriz Araújo em 06/03/2026 11:20');
    }
  });

  it('colo do útero: one page, the anamnesis and the clinical exam marked from the data', async () => {
    const pdf = await ler(requisicaoExameCitopatologicoColoUtero(fx.coloUtero, cabecalhoGaranhuns, opcoes));
    const t = pdf.t;
    expect(pdf.paginas).toHaveLength(1);
    expect(t).toContain('SISCAN – Sistema de Informação do Câncer');
    expect(t).toContain('Nº do protocolo');
    expect(t).toContain('2026000457');
    expect(t).toContain('Antônia Maria da Conceição');
    expect(t).toContain('X Parda');
    expect(t).toContain('Rua Dom José');
    expect(t).toContain('55.295-000');
    expect(t).toContain('2606002');
    expect(t).toContain('X Repetição (exame alterado ASCUS/baixo grau)');
    expect(t).not.toContain('X Rastreamento');
    expect(linhaCom(t, '2. Fez o exame preventivo')).toContain('X Sim');
    expect(linhaCom(t, '2. Fez o exame preventivo')).toContain('Quando fez o último exame? (ano): 2023');
    expect(linhaCom(t, '3. Usa DIU?')).toContain('X Não');
    expect(linhaCom(t, '4. Está grávida?')).toContain('X Não');
    expect(linhaCom(t, '5. Usa pílula anticoncepcional?')).toContain('X Sim');
    expect(linhaCom(t, '6. Usa hormônio/remédio')).toContain('X Não sabe');
    expect(linhaCom(t, '7. Já fez tratamento por radioterapia?')).toContain('X Não');
    expect(linhaCom(t, '8. Data da última menstruação/regra:')).toContain('Data: 12/02/2026');
    expect(t).not.toContain('X Não sabe / Não lembra');
    expect(t).toContain('X Sim Não / Não sabe / Não lembra');
    expect(t).toContain('X Não está na menopausa');
    expect(t).toContain('X Alterado');
    expect(linhaCom(t, '12. Sinais sugestivos')).toContain('X Sim');
    expect(t).toContain('Dra. Helena Vasconcelos Pimentel');
    expect(t).toContain('CRM 18342/PE');
    expect(t).toContain('225250 – Médico ginecologista e obstetra');
    expect(t).toContain('IDENTIFICAÇÃO DO LABORATÓRIO');
    // raça, motivo, 2–7 (six questions), 9, 10, inspeção, DST
    expect(marcas(t)).toBe(12);
  });

  it('colo do útero: "não sabe / não lembra" instead of the date, and a form with nothing marked leaves the boxes empty', async () => {
    const clinico = requisicaoColoUteroSchema.parse({ ...fx.coloUtero.clinico, dataUltimaMenstruacao: null, dumNaoSabe: true });
    const t = (await ler(requisicaoExameCitopatologicoColoUtero({ ...fx.coloUtero, clinico }, cabecalhoGaranhuns, opcoes))).t;
    expect(t).toContain('X Não sabe / Não lembra');
    expect(linhaCom(t, '8. Data da última menstruação/regra:')).toContain('Data: ________');
  });

  it('citopatológico de mama: findings on the side they belong to, detection and material marked', async () => {
    const pdf = await ler(requisicaoExameCitopatologicoMama(fx.citopatologicoMama, cabecalhoGaranhuns, opcoes));
    const t = pdf.t;
    expect(pdf.paginas).toHaveLength(1);
    expect(linhaCom(t, '1. Risco elevado para câncer de mama?')).toContain('X Sim');
    expect(linhaCom(t, '2. Está grávida ou amamentando?')).toContain('X Não');
    const bruto = pdf.textos[0] as string;
    const esquerda = inicioMamaEsquerda(bruto);
    expect(posicao(bruto, 'X QSL').coluna).toBeGreaterThanOrEqual(0);
    expect(posicao(bruto, 'X QSL').coluna).toBeLessThan(esquerda);
    expect(posicao(bruto, 'X Axilar').coluna).toBeLessThan(esquerda);
    expect(posicao(bruto, 'X Hemorrágica').coluna).toBeGreaterThan(esquerda);
    expect(linhaCom(t, '4. Detecção da lesão:')).toContain('X Exame clínico');
    expect(t).toContain('X Punção aspirativa por agulha fina (PAAF) de nódulo');
    expect(linhaCom(t, '6. Procedente de:')).toContain('X Mama direita');
    expect(linhaCom(t, '7. Localização da lesão:')).toContain('X QSL');
    expect(linhaCom(t, '8. Tamanho da lesão:')).toContain('cm: 2,5');
    expect(linhaCom(t, '8. Tamanho da lesão:')).toContain('Data da coleta: 05/03/2026');
    // raça, risco, grávida, nódulo QSL, axilar, hemorrágica, detecção, material, lado, localização
    expect(marcas(t)).toBe(10);
  });

  it('mamografia: anamnesis with the surgeries per breast and year, the diagnostic indication and the left breast findings', async () => {
    const pdf = await ler(requisicaoExameHistopatologicoMamografia(fx.mamografia, cabecalhoGaranhuns, opcoes));
    const t = pdf.t;
    expect(pdf.titulo).toBe('REQUISIÇÃO DE MAMOGRAFIA');
    expect(linhaCom(t, '1. Tem nódulo ou caroço na mama?')).toContain('X Sim, mama esquerda');
    expect(linhaCom(t, '1. Tem nódulo ou caroço na mama?')).not.toContain('X Sim, mama direita');
    expect(linhaCom(t, '2. Apresenta risco elevado')).toContain('X Não');
    expect(t).toContain('X Sim Nunca foram examinadas anteriormente');
    expect(linhaCom(t, '4. Fez mamografia alguma vez?')).toContain('X Sim');
    expect(linhaCom(t, '4. Fez mamografia alguma vez?')).toContain('Quando fez a última? (ano): 2024');
    expect(linhaCom(t, '6. Fez cirurgia de mama?')).toContain('X Sim');
    const p1 = pdf.textos[0] as string;
    const cab = p1.split('\n')[posicao(p1, 'Dir. (ano)').linha] as string;
    const esq1 = cab.indexOf('Esq. (ano)');
    const dir2 = cab.indexOf('Dir. (ano)', esq1);
    expect(dir2).toBeGreaterThan(esq1);
    // the excisional biopsy was on the left breast (first half), the reduction on the right one (second half)
    expect(posicao(p1, 'X 2019').linha).toBe(posicao(p1, 'Biópsia cirúrgica excisional').linha);
    expect(posicao(p1, 'X 2019').coluna).toBeGreaterThanOrEqual(esq1 - 3);
    expect(posicao(p1, 'X 2015').linha).toBe(posicao(p1, 'Mastoplastia redutora').linha);
    expect(posicao(p1, 'X 2015').coluna).toBeGreaterThanOrEqual(dir2 - 3);
    expect(posicao(p1, 'X 2015').coluna).toBeLessThan(cab.indexOf('Esq. (ano)', dir2) - 3);
    expect(linhaCom(t, '7. Indicação:')).toContain('X Mamografia diagnóstica');
    expect(t).toContain('X Exame clínico das mamas (achados abaixo)');
    expect(t).toContain('X Controle radiológico de lesão categoria 3');
    expect(t).not.toContain('X População alvo');
    const achados = pdf.textos.find((x) => padrao('X QIM').test(x)) as string;
    const esquerda = inicioMamaEsquerda(achados);
    for (const m of ['X QIM', 'X RRA', 'X UQsup', 'X Supraclavicular'])
      expect(posicao(achados, m).coluna, m).toBeGreaterThanOrEqual(esquerda);
    expect(t).not.toContain('DADOS DO EXAME HISTOPATOLÓGICO');
  });

  it('histopatológico de mama: the same anamnesis, then the lesion, BI-RADS and the material instead of the indication', async () => {
    const pdf = await ler(requisicaoExameHistopatologicoMamografia(fx.histopatologico, cabecalhoGaranhuns, opcoes));
    const t = pdf.t;
    expect(pdf.titulo).toBe('REQUISIÇÃO DE EXAME HISTOPATOLÓGICO – MAMA');
    expect(t).toContain('DADOS DO EXAME HISTOPATOLÓGICO');
    expect(t).not.toContain('INDICAÇÃO CLÍNICA');
    expect(linhaCom(t, '7. Detecção da lesão:')).toContain('X Exame de imagem');
    expect(t).toContain('X Microcalcificações');
    expect(linhaCom(t, '9. Classificação radiológica (BI-RADS®):')).toContain('X 4');
    expect(t).toContain('X Biópsia por agulha grossa (core biopsy)');
    expect(linhaCom(t, '11. Procedente de:')).toContain('X Mama esquerda');
    expect(linhaCom(t, '12. Localização da lesão:')).toContain('X QIM');
    expect(linhaCom(t, '13. Tamanho da lesão:')).toContain('cm: 1,2');
    expect(t).toContain('04/03/2026');
    expect(t).toContain('IDENTIFICAÇÃO DO LABORATÓRIO');
  });

  it('APAC: the numbered fields, the main and secondary procedures with blank rows left, CIDs, requester and authorisation', async () => {
    const pdf = await ler(laudoSolicitacaoAutorizacaoProcedimentoAmbulatorial(fx.apac, cabecalhoGaranhuns, opcoes));
    const t = pdf.t;
    expect(pdf.paginas).toHaveLength(1);
    expect(t).toContain('1 – Nome do estabelecimento de saúde solicitante');
    expect(t).toContain('Policlínica Municipal de Garanhuns 2345678');
    expect(t).toContain('X Feminino');
    expect(t).toContain('X Parda');
    expect(t).toContain('José Albuquerque Neto (87) 99988-1234');
    expect(t).toContain('Rua Dom José, 120 – casa B – Heliópolis');
    expect(t).toContain('Garanhuns 2606002 PE 55.295-000');
    expect(t).toContain('03.05.01.010-7 Hemodiálise (máximo 3 sessões por semana) 13');
    expect(t).toContain('21 – Código do procedimento');
    expect(t).toContain('02.02.01.031-7 Dosagem de creatinina 1');
    expect(t).toContain('02.02.02.038-0 Hemograma completo 1');
    expect(t).toContain('33 – Código do procedimento 34 – Nome do procedimento 35 – Qtde.');
    expect(t).toContain('Doença renal crônica estágio 5 em terapia renal substitutiva N18.0 I10');
    expect(t).toContain('Paciente em hemodiálise desde 2024; fístula arteriovenosa em membro superior esquerdo.');
    expect(linhaCom(t, 'X CNS')).toContain('702 0058 0412 3456');
    expect(t).toContain('2613200012345 01/03/2026 a 31/05/2026');
    expect(t).toContain('Hospital Regional Dom Moura 2429551');
    // sexo, raça, documento of the requester; the authoriser's document stays blank
    expect(marcas(t)).toBe(3);
  });

  it('SADT request: character, numbered procedures with their notes, CID with its description, authorisation left blank', async () => {
    const t = (await ler(fichaRequisicaoServicoAuxiliarDiagnoseTerapia(fx.sadt, cabecalhoGaranhuns, opcoes))).t;
    expect(linhaCom(t, 'Eletivo')).toContain('X Urgência');
    expect(t).toContain('1 02.04.03.003-0 Mamografia 1');
    expect(t).toContain('2 02.05.02.009-7 Ultrassonografia mamária bilateral 1');
    expect(t).toContain('Obs.: Comparar com exame de 2024');
    expect(t).toContain('N63 – Nódulo mamário não especificado');
    expect(t).toContain('Nódulo palpável em QIM da mama esquerda, endurecido, há 2 meses.');
    expect(t).toContain('AUTORIZAÇÃO (REGULAÇÃO)');
    expect(t).toContain('Hospital Regional Dom Moura');
  });

  it('SADT exam request: the exams with preparation; a long list goes on to a second page with the table header again', async () => {
    const t = (await ler(servicoAnaliseDiagnosticoTerapiaSolicitacaoExame(fx.solicitacaoExame, cabecalhoGaranhuns, opcoes))).t;
    expect(t).toContain('EXAMES SOLICITADOS (3)');
    expect(t).toContain('1 02.02.01.047-3 Dosagem de glicose 1');
    expect(t).toContain('Obs.: Jejum de 8 horas');
    expect(t).toContain('3 02.02.01.031-7 Dosagem de creatinina 2');
    expect(t).toContain('I10 – Hipertensão essencial (primária)');
    expect(t).toContain('Controle de hipertensão arterial.');

    const codigos = ['0202010473', '0202020380', '0202010317', '0203010019', '0204030030', '0204030188', '0205020097', '0305010107'];
    const itens = Array.from({ length: 30 }, (_, i) => ({
      codigo: codigos[i % codigos.length] as string,
      nome: `Exame ${i + 1}`,
      quantidade: 1,
      observacao: `Preparo do exame ${i + 1}: orientação escrita entregue ao paciente na consulta`,
    }));
    // the schema refuses a repeated code: the long list is built as print data directly
    const longo = { ...fx.solicitacaoExame, clinico: { ...fx.solicitacaoExame.clinico, itens } };
    expect(solicitacaoExameSadtSchema.safeParse(longo.clinico).success).toBe(false);
    const pdf = await ler(servicoAnaliseDiagnosticoTerapiaSolicitacaoExame(longo, cabecalhoGaranhuns, opcoes));
    expect(pdf.paginas.length).toBeGreaterThan(1);
    expect(plano(pdf.textos[1])).toContain('Código do procedimento');
    expect(pdf.t).toContain('Exame 30');
    expect(plano(pdf.textos.at(-1))).toContain('Dra. Helena Vasconcelos Pimentel');
  });
});
