import {
  FAIXA_RESULTADO,
  formatarValorResultado,
  identificacaoPdfResultadoLab,
  SITUACAO_RESULTADO_LAB,
  TIPO_CAMPO_EXAME,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { Tx } from '../../../db/client.js';
import { HttpError, notFound } from '../../../lib/http-errors.js';
import type { CabecalhoImpressao } from '../../../lib/print/cabecalho.js';
import { documentoA4 } from '../../../lib/print/documento-a4.js';
import { dataBr, dataHoraBr } from '../../../lib/print/formatos.js';
import { telaDoAgendamento } from '../lancamento-resultado/lancamento-resultado.service.js';

type Tela = Awaited<ReturnType<typeof telaDoAgendamento>>;
type ExameTela = Tela['exames'][number] & { metodo: string | null };

/** What a report prints: the schedulings of one patient and, in each, the chosen results. */
export interface DadosLaudo {
  agendamentos: Tela[];
  resultadoIds: number[];
}

/**
 * The results to print (one patient's), each with its scheduling, exam, fields, values and ranges. 404 if one is
 * missing; 422 if they are of several patients (one report is one patient's).
 */
export async function carregarLaudo(tx: Tx, resultadoIds: number[]): Promise<DadosLaudo & { pacienteId: number }> {
  const { rows } = await tx.execute(sql`
    select r.id, r.paciente_id, r.situacao, ae.id as ae_id, ae.lab_agendamento_id from lab_resultado r
      join lab_agendamento_exame ae on ae.id = r.agendamento_exame_id
     where r.id in (${sql.join(
       resultadoIds.map((i) => sql`${i}`),
       sql`, `,
     )})`);
  if (rows.length !== resultadoIds.length) throw notFound('Resultado não encontrado.');
  // the report reads each exam's live result: a cancelled one (perhaps already replaced) is never printed
  if (rows.some((r) => Number(r.situacao) === SITUACAO_RESULTADO_LAB.cancelado))
    throw new HttpError(422, 'Resultado cancelado não pode ser impresso.', {
      resultado_ids: ['Resultado cancelado não pode ser impresso.'],
    });
  const pacientes = new Set(rows.map((r) => Number(r.paciente_id)));
  if (pacientes.size > 1)
    throw new HttpError(422, 'Escolha resultados de um mesmo paciente.', { resultado_ids: ['Escolha resultados de um mesmo paciente.'] });
  const porAgendamento = new Map<number, number[]>();
  for (const r of rows)
    porAgendamento.set(Number(r.lab_agendamento_id), [...(porAgendamento.get(Number(r.lab_agendamento_id)) ?? []), Number(r.ae_id)]);
  const agendamentos: Tela[] = [];
  for (const [la, aes] of [...porAgendamento.entries()].sort((a, b) => a[0] - b[0]))
    agendamentos.push(await telaDoAgendamento(tx, la, aes));
  return { agendamentos, resultadoIds, pacienteId: [...pacientes][0] as number };
}

// words, not arrows: the report's font (Roboto) has no arrow glyphs
const MARCA: Record<number, string> = { [FAIXA_RESULTADO.abaixo]: 'Baixo', [FAIXA_RESULTADO.acima]: 'Alto' };

function tabelaDoExame(e: ExameTela, assinante: string | null): Content {
  const corpo: TableCell[][] = [
    [
      { text: 'Campo', style: 'cabecalhoTabela' },
      { text: 'Resultado', style: 'cabecalhoTabela' },
      { text: 'Unidade', style: 'cabecalhoTabela' },
      { text: 'Valores de referência', style: 'cabecalhoTabela' },
      { text: '', style: 'cabecalhoTabela' },
    ],
  ];
  for (const c of e.campos) {
    const v = e.valores.find((x) => x.campoId === c.id);
    const texto =
      c.tipo === TIPO_CAMPO_EXAME.numerico ? formatarValorResultado(v?.valorNumero ?? null, c.casasDecimais) : (v?.valorTexto ?? '');
    const fora = v?.faixa != null && v.faixa !== FAIXA_RESULTADO.normal;
    corpo.push([
      c.formula ? { text: [c.nome, { text: ' (calculado)', color: '#555555', fontSize: 7 }] } : c.nome,
      { text: texto || '—', bold: fora || v?.critico === true },
      c.unidadeMedida ?? '',
      c.faixa?.texto ?? '',
      {
        text: [v?.faixa != null ? (MARCA[v.faixa] ?? '') : '', v?.critico ? ' CRÍTICO' : ''].join('').trim(),
        color: v?.critico ? '#b00020' : '#8a5a00',
        bold: true,
      },
    ]);
  }
  return {
    stack: [
      { text: `${e.nome}${e.sigla ? ` (${e.sigla})` : ''}`, bold: true, fontSize: 10, margin: [0, 6, 0, 2] },
      { table: { headerRows: 1, widths: ['*', 'auto', 'auto', '*', 'auto'], body: corpo }, layout: 'lightHorizontalLines' },
      ...(e.metodo ? [{ text: `Método: ${e.metodo}`, fontSize: 7.5, color: '#555555', margin: [0, 2, 0, 0] } as Content] : []),
      ...(e.observacao ? [{ text: `Observação: ${e.observacao}`, fontSize: 8, margin: [0, 2, 0, 0] } as Content] : []),
      {
        text:
          e.resultadoSituacao === SITUACAO_RESULTADO_LAB.assinado
            ? `Liberado e assinado digitalmente por ${e.assinadoPor ?? '—'} em ${dataHoraBr(e.assinadoEm)}.`
            : assinante
              ? `Lançado por ${e.lancadoPor ?? '—'}; liberado por ${assinante} com a assinatura digital deste documento.`
              : `Lançado por ${e.lancadoPor ?? '—'}. Resultado ainda não assinado.`,
        fontSize: 7.5,
        italics: true,
        margin: [0, 2, 0, 0],
      },
    ],
    unbreakable: true,
  };
}

/**
 * The A4 report of laboratory results (issue 21): municipality header, the patient (name, sex, age, birth), per
 * scheduling its number, collection day and laboratory, then each exam with its values, units, the patient's
 * reference text, the out-of-range and critical flags, the method and who signed it. `assinante` is the
 * professional about to sign (the signing copy); a final print names each result's signer.
 */
export function laudoResultados(
  d: DadosLaudo,
  cab: CabecalhoImpressao,
  usuario: string,
  opcoes: { final: boolean; assinante?: string | null },
): TDocumentDefinitions {
  const conteudo: Content[] = [];
  const p = d.agendamentos[0]?.paciente;
  if (p)
    conteudo.push({
      table: {
        widths: ['*', 'auto', 'auto', 'auto'],
        body: [
          [
            { text: [{ text: 'Paciente: ', bold: true }, p.nome] },
            { text: [{ text: 'Sexo: ', bold: true }, p.sexo === 'F' ? 'Feminino' : p.sexo === 'M' ? 'Masculino' : 'Não informado'] },
            { text: [{ text: 'Nascimento: ', bold: true }, p.nascimento ? dataBr(p.nascimento) : '—'] },
            { text: [{ text: 'Idade: ', bold: true }, p.idade] },
          ],
        ],
      },
      layout: 'noBorders',
      margin: [0, 0, 0, 4],
    });
  for (const a of d.agendamentos) {
    conteudo.push({
      text: [
        { text: 'Agendamento nº ', bold: true },
        String(a.numero),
        { text: '   Coleta: ', bold: true },
        dataBr(a.data),
        { text: '   Laboratório: ', bold: true },
        a.laboratorio,
      ],
      margin: [0, 4, 0, 0],
      fillColor: '#f3f3f3',
    });
    for (const e of a.exames) conteudo.push(tabelaDoExame(e as ExameTela, opcoes.assinante ?? null));
  }
  if (opcoes.assinante)
    conteudo.push({ text: `Responsável pela liberação: ${opcoes.assinante}`, margin: [0, 14, 0, 0], alignment: 'center', bold: true });
  const def = documentoA4({
    cabecalho: cab,
    titulo: 'Resultado de exames laboratoriais',
    subtitulo: opcoes.final ? null : 'Documento para assinatura do responsável',
    conteudo,
    usuario,
  });
  const unico = d.resultadoIds.length === 1 ? d.resultadoIds[0] : undefined;
  return unico ? { ...def, info: { ...def.info, keywords: identificacaoPdfResultadoLab(unico) } } : def;
}
