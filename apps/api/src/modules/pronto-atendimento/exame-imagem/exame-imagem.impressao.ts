import { StatusExameImagem } from '@saude/shared';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { CabecalhoImpressao } from '../../../lib/print/cabecalho.js';
import { documentoA4 } from '../../../lib/print/documento-a4.js';
import { dataBr, dataHoraBr } from '../../../lib/print/formatos.js';
import type { CabecalhoFaa } from '../impressao/impressao.dados.js';
import { assinatura, quadro, quadroTexto } from './quadros.js';

export interface DadosSolicitacaoExame {
  faa: Pick<CabecalhoFaa, 'numero' | 'recepcionadoEm' | 'unidade' | 'paciente' | 'alergias'>;
  exame: {
    id: number;
    procedimentoCodigo: string;
    procedimentoNome: string;
    justificativa: string;
    status: number;
    statusNome: string;
    solicitadoEm: Date;
    realizadoEm: Date | null;
    realizadoPorNome: string | null;
    laudo: string | null;
    laudadoEm: Date | null;
    motivoCancelamento: string | null;
  };
  solicitante: { nome: string; registro: string | null };
  laudador: { nome: string; registro: string | null } | null;
}

/** '0204030153' → '02.04.03.015-3', the way SIGTAP prints a code. */
export const codigoSigtap = (c: string) =>
  c.length === 10 ? `${c.slice(0, 2)}.${c.slice(2, 4)}.${c.slice(4, 6)}.${c.slice(6, 9)}-${c[9]}` : c;

/**
 * The imaging request (exame-imagem, A4): the unit, the patient with CNS and allergies (contrast), the FAA,
 * the exam with its justification, the requesting professional's signature, and the report once given.
 */
export function solicitacaoExameImagem(
  d: DadosSolicitacaoExame,
  cab: CabecalhoImpressao,
  opcoes: { usuario: string; impressoEm?: Date },
): TDocumentDefinitions {
  const { faa, exame } = d;
  const p = faa.paciente;
  const conteudo: Content[] = [
    quadro('Estabelecimento solicitante', [
      [
        { rotulo: 'Nome do estabelecimento', valor: faa.unidade.nome },
        { rotulo: 'CNES', valor: faa.unidade.cnes, largura: 80 },
        { rotulo: 'FAA nº', valor: faa.numero, largura: 90 },
      ],
    ]),
    quadro('Identificação do paciente', [
      [
        { rotulo: 'Nome do paciente', valor: p.desconhecido ? `${p.nome} (não identificado)` : p.nome },
        { rotulo: 'Cartão Nacional de Saúde (CNS)', valor: p.cns, largura: 140 },
      ],
      [
        { rotulo: 'Data de nascimento', valor: dataBr(p.dataNascimento) },
        { rotulo: 'Idade', valor: p.idade },
        { rotulo: 'Sexo', valor: p.sexo },
        { rotulo: 'CPF', valor: p.cpf },
      ],
      [{ rotulo: 'Alergias', valor: faa.alergias.length ? faa.alergias.join('; ') : 'Nenhuma alergia registrada' }],
    ]),
    quadro('Exame solicitado', [
      [
        { rotulo: 'Código SIGTAP', valor: codigoSigtap(exame.procedimentoCodigo), largura: 90 },
        { rotulo: 'Procedimento', valor: exame.procedimentoNome },
      ],
      [
        { rotulo: 'Solicitado em', valor: dataHoraBr(exame.solicitadoEm) },
        { rotulo: 'Situação', valor: exame.statusNome },
      ],
    ]),
    quadroTexto('Justificativa / informações clínicas', exame.justificativa, 20),
  ];
  if (exame.status === StatusExameImagem.CANCELADO) conteudo.push(quadroTexto('Motivo do cancelamento', exame.motivoCancelamento));
  if (exame.realizadoEm)
    conteudo.push(
      quadro('Realização', [
        [
          { rotulo: 'Realizado em', valor: dataHoraBr(exame.realizadoEm) },
          { rotulo: 'Registrado por', valor: exame.realizadoPorNome },
        ],
      ]),
    );
  if (exame.laudo) conteudo.push(quadroTexto(`Laudo${exame.laudadoEm ? ` (${dataHoraBr(exame.laudadoEm)})` : ''}`, exame.laudo));
  conteudo.push(assinatura(d.solicitante.nome, d.solicitante.registro, 'Profissional solicitante'));
  if (d.laudador) conteudo.push(assinatura(d.laudador.nome, d.laudador.registro, 'Profissional responsável pelo laudo'));
  return documentoA4({
    cabecalho: cab,
    titulo: 'Solicitação de exame de imagem',
    subtitulo: `${faa.unidade.nome}${faa.unidade.local ? ` — ${faa.unidade.local}` : ''}`,
    conteudo,
    usuario: opcoes.usuario,
    geradoEm: opcoes.impressoEm,
  });
}
