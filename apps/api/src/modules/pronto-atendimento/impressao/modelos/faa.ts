import {
  DESTINO_ATENDIMENTO_NOME,
  identificacaoPdfPa,
  type ModeloFaa,
  STATUS_ADMINISTRACAO_NOME,
  StatusPrescricaoItem,
  TIPO_DOCUMENTO_CLINICO_NOME,
  TIPO_RECEITA_NOME,
} from '@saude/shared';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { CabecalhoImpressao } from '../../../../lib/print/cabecalho.js';
import { documentoA4 } from '../../../../lib/print/documento-a4.js';
import { dataBr, dataHoraBr } from '../../../../lib/print/formatos.js';
import {
  assinatura,
  comSecao,
  finalizar,
  grade,
  identificacaoPaciente,
  LARGURA,
  linhasEmBranco,
  type OpcoesA4,
  paragrafo,
  profissionalTexto,
  rotulado,
  secao,
  sinaisTexto,
  tabela,
} from '../../../../lib/print/modelos/clinico/blocos.js';
import { mm } from '../../../../lib/print/pdf.js';
import { StatusAtendimento } from '../../atendimento/atendimento.table.js';
import type { AvaliacaoMedicaImpressao, FaaImpressao, ItemPrescricaoImpressao, TriagemImpressao } from '../faa.dados.js';
import type { CabecalhoFaa } from '../impressao.dados.js';

type DadosFaa = FaaImpressao;

function recepcao(f: CabecalhoFaa): Content[] {
  return comSecao('Recepção', [
    grade(
      [
        ['Entrada', dataHoraBr(f.recepcionadoEm)],
        ['Recepcionado por', f.recepcionadoPor],
        ['Forma de entrada', f.opcaoEntrada],
        ['Prioridade', f.prioridade],
        ['Urgente', f.urgente ? `Sim${f.motivoUrgencia ? ` — ${f.motivoUrgencia}` : ''}` : null],
        ['Local', `${f.unidade.nome} — ${f.unidade.local}`],
      ],
      3,
    ),
    ...(f.acompanhante
      ? [
          rotulado(
            'Acompanhante',
            [f.acompanhante.nome, f.acompanhante.parentesco, f.acompanhante.telefone ? `Tel. ${f.acompanhante.telefone}` : null]
              .filter(Boolean)
              .join(' — '),
          ),
        ]
      : []),
  ]);
}

function triagemBloco(t: TriagemImpressao): Content[] {
  return [
    grade(
      [
        ['Data/hora', dataHoraBr(t.em)],
        ['Classificação', t.classificacaoRisco],
        ['Profissional', profissionalTexto(t.profissional, false)],
      ],
      3,
    ),
    rotulado('Queixa principal', t.queixa),
    rotulado('Sinais vitais', sinaisTexto(t)),
    ...(t.observacao ? [rotulado('Observação', t.observacao)] : []),
  ];
}

function diagnosticos(a: AvaliacaoMedicaImpressao): Content[] {
  if (!a.diagnosticos.length) return [rotulado('CID-10', 'não informado')];
  return [
    { text: 'Diagnósticos (CID-10):', bold: true, margin: [0, mm(1), 0, 0] },
    {
      ul: a.diagnosticos.map((d) => `${d.codigo} — ${d.descricao}${d.principal ? ' (principal)' : ''}`),
      margin: [mm(2), 0, 0, mm(0.8)],
    },
  ];
}

function avaliacao(a: AvaliacaoMedicaImpressao, i: number, completa: boolean): Content[] {
  return [
    {
      text: [
        { text: `Avaliação ${i + 1} — ${dataHoraBr(a.em)}`, bold: true },
        { text: ` — ${profissionalTexto(a.profissional)}`, color: '#333333' },
      ],
      margin: [0, mm(1), 0, 0],
    },
    ...paragrafo('Anamnese', a.anamnese),
    ...(completa ? paragrafo('Exame físico', a.exameFisico) : []),
    ...diagnosticos(a),
    ...paragrafo('Conduta', a.conduta),
    rotulado('Destino', `${DESTINO_ATENDIMENTO_NOME[a.destino] ?? a.destino}${a.destinoDetalhe ? ` — ${a.destinoDetalhe}` : ''}`),
  ];
}

/** Printed before the doctor: the room to write the evaluation by hand (spec: FAA simples). */
function areaManuscrita(): Content[] {
  const destinos = Object.values(DESTINO_ATENDIMENTO_NOME)
    .map((n) => `(   ) ${n}`)
    .join('     ');
  // kept whole: a page break inside would separate the lines from their headings and the signature
  return [
    {
      unbreakable: true,
      stack: [
        secao('Atendimento médico'),
        { text: 'Anamnese e exame físico', bold: true },
        linhasEmBranco(7, mm(6.5)),
        { text: 'Hipótese diagnóstica (CID-10)', bold: true },
        linhasEmBranco(2, mm(6.5)),
        { text: 'Conduta e prescrição', bold: true },
        linhasEmBranco(5, mm(6.5)),
        { text: 'Destino', bold: true, margin: [0, 0, 0, mm(1)] },
        { text: destinos, fontSize: 8 },
        assinatura(null, 'Assinatura e carimbo do médico'),
      ],
    },
  ];
}

function prescricaoTabela(itens: ItemPrescricaoImpressao[]): Content {
  return tabela(
    ['Item', 'Dose / via', 'Intervalo', 'Prescrito', 'Administrações'],
    itens.map((it) => [
      {
        stack: [
          { text: it.descricao, bold: true },
          ...(it.observacao ? [{ text: it.observacao, fontSize: 7.5 } as Content] : []),
          ...(it.status === StatusPrescricaoItem.SUSPENSO
            ? [{ text: `Suspenso${it.suspensoEm ? ` em ${dataHoraBr(it.suspensoEm)}` : ''}`, color: '#a00000', fontSize: 7.5 } as Content]
            : []),
        ],
      },
      [it.dose, it.via].filter(Boolean).join(' — ') || '-',
      it.seNecessario ? 'Se necessário' : it.intervaloHoras ? `${it.intervaloHoras}/${it.intervaloHoras} h` : 'Dose única',
      `${dataHoraBr(it.prescritoEm)}${it.prescritoPor ? `\n${it.prescritoPor}` : ''}`,
      {
        stack: it.administracoes.length
          ? it.administracoes.map(
              (x) =>
                ({
                  text: `${dataHoraBr(x.em)} ${STATUS_ADMINISTRACAO_NOME[x.status] ?? ''}${x.profissional ? ` — ${x.profissional}` : ''}${x.lote ? ` (lote ${x.lote})` : ''}${x.observacao ? `: ${x.observacao}` : ''}`,
                  fontSize: 7.5,
                }) as Content,
            )
          : [{ text: 'Nenhuma registrada', fontSize: 7.5, color: '#555555' }],
      },
    ]),
    ['*', 80, 50, 80, '*'],
  );
}

/** A table is kept with its heading while it is short; a long one breaks across pages with its header row. */
const LINHAS_JUNTO_DO_TITULO = 10;
const secaoComTabela = (titulo: string, linhas: number, tabelaNo: Content) =>
  linhas <= LINHAS_JUNTO_DO_TITULO ? comSecao(titulo, [tabelaNo]) : [secao(titulo), tabelaNo];

function partesDaCompleta(f: DadosFaa): Content[] {
  const c: Content[] = [];
  if (f.prescricao.length) c.push(...secaoComTabela('Prescrição interna', f.prescricao.length, prescricaoTabela(f.prescricao)));
  if (f.enfermagem.length)
    c.push(
      ...comSecao(
        'Enfermagem',
        f.enfermagem.map((e) => ({
          stack: [
            { text: [{ text: dataHoraBr(e.em), bold: true }, ` — ${profissionalTexto(e.profissional)}`] },
            ...(e.anotacao ? [{ text: e.anotacao } as Content] : []),
            ...(e.procedimentos.length
              ? [
                  {
                    ul: e.procedimentos.map((p) => `${p.codigo} — ${p.nome}${p.quantidade > 1 ? ` (${p.quantidade}x)` : ''}`),
                    margin: [mm(2), 0, 0, 0],
                  } as Content,
                ]
              : []),
          ],
          margin: [0, mm(1), 0, 0],
        })),
      ),
    );
  if (f.observacoes.length)
    c.push(
      ...comSecao(
        'Observação — evolução',
        f.observacoes.map((o) => ({
          stack: [
            { text: [{ text: dataHoraBr(o.em), bold: true }, ` — ${profissionalTexto(o.profissional, false)}`] },
            { text: o.texto },
            { text: sinaisTexto(o), fontSize: 7.5, color: '#333333' },
          ],
          margin: [0, mm(1), 0, 0],
        })),
      ),
    );
  const emitidos: Content[] = [
    ...f.receitas.map((r) => ({
      text: [
        { text: `${TIPO_RECEITA_NOME[r.tipo] ?? 'Receita'} (${dataHoraBr(r.em)}): `, bold: true },
        r.itens.map((i) => `${i.descricao} — ${i.quantidade}; ${i.posologia}`).join(' | '),
      ],
    })),
    ...f.documentos.map((d) => ({
      text: [
        { text: `${TIPO_DOCUMENTO_CLINICO_NOME[d.tipo] ?? 'Documento'} (${dataHoraBr(d.em)})`, bold: true },
        d.dias ? ` — ${d.dias} ${d.dias === 1 ? 'dia' : 'dias'}${d.dataInicio ? ` a partir de ${dataBr(d.dataInicio)}` : ''}` : '',
      ],
    })),
  ];
  if (emitidos.length) c.push(...comSecao('Receitas e documentos emitidos', emitidos));
  return c;
}

function desfecho(f: DadosFaa): Content[] {
  if (!f.desfecho && !f.fechadoEm) return [];
  return comSecao('Desfecho', [
    grade(
      [
        ['Desfecho', f.desfecho ? DESTINO_ATENDIMENTO_NOME[f.desfecho] : null],
        ['Em', f.desfechoEm ? dataHoraBr(f.desfechoEm) : null],
        ['Por', f.desfechoPor],
        ['FAA fechada em', f.fechadoEm ? dataHoraBr(f.fechadoEm) : null],
      ],
      2,
    ),
  ]);
}

function equipe(f: DadosFaa): Content[] {
  if (!f.profissionais.length) return [];
  return secaoComTabela(
    'Profissionais',
    f.profissionais.length,
    tabela(
      ['Profissional', 'Registro', 'CBO', 'Atuação'],
      f.profissionais.map((p) => [p.nome, p.registro ?? '-', p.cbo ? `${p.cbo}${p.cboNome ? ` — ${p.cboNome}` : ''}` : '-', p.papel]),
      ['*', 80, '*', 100],
    ),
  );
}

/**
 * The FAA (Ficha de Atendimento Ambulatorial), issue 6 step 7. Simples: identification, reception, the
 * last triage and the doctor evaluations — or, printed before the doctor, a ruled area to write them by
 * hand. Completa: every triage with its vital signs, each evaluation with its CIDs and conduct, the
 * internal prescription with its administrations, nursing, observation notes, documents, outcome and
 * the professionals with their CBO.
 */
export function faaImpressao(f: DadosFaa, cab: CabecalhoImpressao, modelo: ModeloFaa, o: OpcoesA4): TDocumentDefinitions {
  const completa = modelo === 'completa';
  const conteudo: Content[] = [];
  if (f.status === StatusAtendimento.CANCELADO)
    conteudo.push({ text: 'FAA CANCELADA', bold: true, fontSize: 12, color: '#a00000', alignment: 'center', margin: [0, 0, 0, mm(1)] });
  conteudo.push(...identificacaoPaciente(f, completa), ...recepcao(f));

  const triagens = completa ? f.triagens : f.triagens.slice(-1);
  const blocosTriagem: Content[] = triagens.length ? [] : [{ text: 'Sem classificação de risco registrada.', color: '#555555' }];
  triagens.forEach((t, i) => {
    if (i)
      blocosTriagem.push({
        canvas: [{ type: 'line', x1: 0, y1: 0, x2: LARGURA, y2: 0, lineWidth: 0.3, lineColor: '#bbbbbb' }],
        margin: [0, mm(1), 0, mm(1)],
      });
    blocosTriagem.push({ stack: triagemBloco(t) });
  });
  conteudo.push(...comSecao(completa && triagens.length > 1 ? 'Classificações de risco' : 'Classificação de risco', blocosTriagem));

  if (f.avaliacoes.length)
    conteudo.push(
      ...comSecao(
        'Atendimento médico',
        f.avaliacoes.flatMap((a, i) => avaliacao(a, i, completa)),
      ),
    );
  else if (!completa) conteudo.push(...areaManuscrita());
  else conteudo.push(...comSecao('Atendimento médico', [{ text: 'Sem atendimento médico registrado.', color: '#555555' }]));

  if (completa) conteudo.push(...partesDaCompleta(f), ...desfecho(f), ...equipe(f));

  const def = documentoA4({
    cabecalho: cab,
    titulo: `Ficha de Atendimento Ambulatorial — FAA nº ${f.numero}`,
    subtitulo: completa ? 'FAA completa' : 'FAA simples',
    conteudo,
    usuario: o.usuario,
    geradoEm: o.impressoEm,
  });
  return finalizar(def, identificacaoPdfPa('FAA', f.id));
}
