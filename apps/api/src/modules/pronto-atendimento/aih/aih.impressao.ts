import { formatTelefone, StatusAih } from '@saude/shared';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { CabecalhoImpressao } from '../../../lib/print/cabecalho.js';
import { documentoA4 } from '../../../lib/print/documento-a4.js';
import { dataBr, dataHoraBr } from '../../../lib/print/formatos.js';
import { formatarCid } from '../../geral/index.js';
import { codigoSigtap } from '../exame-imagem/exame-imagem.impressao.js';
import { quadro, quadroTexto } from '../exame-imagem/quadros.js';
import type { AihCarregada } from './aih.service.js';

interface Profissional {
  nome: string;
  registro: string | null;
  /** 'CNS 123 4567 8901 2345' or 'CPF 123.456.789-09'. */
  documento: string | null;
}

export interface DadosLaudoAih {
  estabelecimento: { nome: string; cnes: string | null };
  paciente: {
    nome: string;
    prontuario: string;
    cns: string | null;
    dataNascimento: string | null;
    sexo: string | null;
    racaCor: string | null;
    nomeMae: string | null;
    telefone: string | null;
    endereco: string | null;
    municipio: string | null;
    ibge: string | null;
    uf: string | null;
    cep: string | null;
  };
  aih: Pick<
    AihCarregada,
    | 'id'
    | 'atendimentoNumero'
    | 'sinaisSintomas'
    | 'condicoesJustificativa'
    | 'resultadosExames'
    | 'cidPrincipal'
    | 'cidPrincipalDescricao'
    | 'cidSecundario'
    | 'cidSecundarioDescricao'
    | 'procedimentoCodigo'
    | 'procedimentoNome'
    | 'caraterNome'
    | 'solicitadoEm'
    | 'status'
    | 'statusNome'
    | 'numeroAih'
    | 'hospitalDestino'
    | 'observacaoRegulacao'
    | 'situacaoEm'
  >;
  solicitante: Profissional;
  autorizador: Profissional | null;
}

const cep = (v: string | null) => (v && v.length === 8 ? `${v.slice(0, 2)}.${v.slice(2, 5)}-${v.slice(5)}` : v);

/**
 * "Laudo para solicitação/autorização de internação hospitalar" (A4), the national form's blocks in order:
 * establishment, patient identification with CNS, the justification (clinical signs, conditions, exam
 * results, diagnosis with CID-10), the requested procedure with the character of the admission, the
 * requesting professional with CNS/CPF, and the authorisation (AIH number) filled once the regulation answered.
 */
export function laudoAih(d: DadosLaudoAih, cab: CabecalhoImpressao, opcoes: { usuario: string; impressoEm?: Date }): TDocumentDefinitions {
  const { paciente: p, aih: a } = d;
  const autorizada = a.status === StatusAih.AUTORIZADA;
  const conteudo: Content[] = [
    quadro('Identificação do estabelecimento de saúde', [
      [
        { rotulo: 'Nome do estabelecimento solicitante', valor: d.estabelecimento.nome },
        { rotulo: 'CNES', valor: d.estabelecimento.cnes, largura: 80 },
        { rotulo: 'FAA nº', valor: a.atendimentoNumero, largura: 90 },
      ],
      [{ rotulo: 'Nome do estabelecimento executante', valor: autorizada ? a.hospitalDestino : null }],
    ]),
    quadro('Identificação do paciente', [
      [
        { rotulo: 'Nome do paciente', valor: p.nome },
        { rotulo: 'Nº do prontuário', valor: p.prontuario, largura: 80 },
      ],
      [
        { rotulo: 'Cartão Nacional de Saúde (CNS)', valor: p.cns },
        { rotulo: 'Data de nascimento', valor: dataBr(p.dataNascimento), largura: 90 },
        { rotulo: 'Sexo', valor: p.sexo, largura: 70 },
        { rotulo: 'Raça/cor', valor: p.racaCor, largura: 70 },
      ],
      [
        { rotulo: 'Nome da mãe', valor: p.nomeMae },
        { rotulo: 'Telefone de contato', valor: p.telefone ? formatTelefone(p.telefone) : null, largura: 110 },
      ],
      [{ rotulo: 'Endereço (rua, nº, bairro)', valor: p.endereco }],
      [
        { rotulo: 'Município de residência', valor: p.municipio },
        { rotulo: 'Cód. IBGE município', valor: p.ibge, largura: 90 },
        { rotulo: 'UF', valor: p.uf, largura: 30 },
        { rotulo: 'CEP', valor: cep(p.cep), largura: 70 },
      ],
    ]),
    quadroTexto('Justificativa da internação — principais sinais e sintomas clínicos', a.sinaisSintomas, 4),
    quadroTexto('Condições que justificam a internação', a.condicoesJustificativa, 4),
    quadroTexto('Principais resultados de provas diagnósticas (resultados de exames realizados)', a.resultadosExames, 4),
    quadro('Diagnóstico', [
      [{ rotulo: 'Diagnóstico inicial', valor: a.cidPrincipalDescricao }],
      [
        { rotulo: 'CID-10 principal', valor: formatarCid(a.cidPrincipal) },
        {
          rotulo: 'CID-10 secundário',
          valor: a.cidSecundario ? `${formatarCid(a.cidSecundario)} - ${a.cidSecundarioDescricao ?? ''}` : null,
        },
      ],
    ]),
    quadro('Procedimento solicitado', [
      [
        { rotulo: 'Descrição do procedimento solicitado', valor: a.procedimentoNome },
        { rotulo: 'Código do procedimento', valor: codigoSigtap(a.procedimentoCodigo), largura: 100 },
      ],
      [
        { rotulo: 'Caráter da internação', valor: a.caraterNome },
        { rotulo: 'Data da solicitação', valor: dataHoraBr(a.solicitadoEm) },
        { rotulo: 'Situação', valor: a.statusNome },
      ],
      [
        { rotulo: 'Nome do profissional solicitante', valor: d.solicitante.nome },
        { rotulo: 'Documento (CNS/CPF) do profissional solicitante', valor: d.solicitante.documento },
        { rotulo: 'Registro no conselho', valor: d.solicitante.registro, largura: 100 },
      ],
      [{ rotulo: 'Assinatura e carimbo do profissional solicitante', valor: null, espaco: 14 }],
    ]),
    quadro('Autorização', [
      [
        { rotulo: 'Nome do profissional autorizador', valor: d.autorizador?.nome },
        { rotulo: 'Documento (CNS/CPF)', valor: d.autorizador?.documento },
        { rotulo: 'Data da autorização', valor: autorizada ? dataHoraBr(a.situacaoEm) : null, largura: 100 },
      ],
      [
        { rotulo: 'Nº da AIH', valor: autorizada ? a.numeroAih : null, largura: 100 },
        { rotulo: 'Hospital de destino', valor: autorizada ? a.hospitalDestino : null },
        { rotulo: 'Assinatura e carimbo do autorizador', valor: null, espaco: 12 },
      ],
      ...(a.status === StatusAih.NEGADA || a.status === StatusAih.CANCELADA
        ? [[{ rotulo: `${a.statusNome} — motivo`, valor: a.observacaoRegulacao }]]
        : []),
    ]),
  ];
  return documentoA4({
    cabecalho: cab,
    titulo: 'Laudo para solicitação/autorização de internação hospitalar',
    conteudo,
    usuario: opcoes.usuario,
    geradoEm: opcoes.impressoEm,
  });
}
