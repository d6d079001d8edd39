import type { ModeloTesteImpressao } from '@saude/shared';
import { fusoHorario } from '@saude/shared';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { CabecalhoImpressao } from '../../../lib/print/cabecalho.js';
import { pedidoAgendamento } from '../../../lib/print/modelos/agendamento.js';
import { etiquetaAmostra, etiquetaColeta, etiquetaColetaLote, etiquetaListaExames } from '../../../lib/print/modelos/etiquetas.js';
import { reciboDispensacao } from '../../../lib/print/modelos/recibo-dispensacao.js';
import { senha } from '../../../lib/print/modelos/senha.js';
import { transporte } from '../../../lib/print/modelos/transporte.js';

/** What the test page takes from the session: the real header, the printing user and where they sit. */
export interface ContextoTeste {
  cabecalho: CabecalhoImpressao;
  usuario: string;
  infraestrutura: string | null;
  setor: string | null;
  cidade: string;
  agora: Date;
}

/** The sample patient: every print says plainly that it is a test, so a lost page never passes for a real one. */
export const PACIENTE_TESTE = 'TESTE DE IMPRESSÃO';
const AVISO = 'Página de teste de impressão: confira largura, margens, corte e legibilidade. Não contém dados de pacientes.';
/** Scanners should read back exactly these. */
export const CODIGO_AMOSTRA_TESTE = 'TESTE-0001';
export const AGENDAMENTO_TESTE = '1234567890';
export const LOTE_ETIQUETAS_TESTE = 10;

const hojeIso = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: fusoHorario() }).format(d);
const horaIso = (d: Date) =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: fusoHorario(),
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(d);

export function documentoTeste(modelo: ModeloTesteImpressao, c: ContextoTeste): TDocumentDefinitions {
  const hoje = hojeIso(c.agora);
  const opcoes = { impressoEm: c.agora };
  const base = {
    pacienteNome: PACIENTE_TESTE,
    pacienteNomeSocial: null,
    prontuario: '000000',
    dataNascimento: '2000-01-01',
    medicoNome: 'MÉDICO DE TESTE',
    usuario: c.usuario,
  };
  switch (modelo) {
    case 'recibo-prescricao':
      return reciboDispensacao(
        {
          ...base,
          dataEntrega: hoje,
          horaAtendimento: horaIso(c.agora),
          operadores: [c.usuario],
          medicamentos: [
            {
              material: { descricaoCompleta: 'MEDICAMENTO DE TESTE 500 MG COMPRIMIDO' },
              prescrito: 30,
              proximaRetirada: hoje,
              entradaItens: [
                { lote: 'LOTE-TESTE', validadeLote: hoje, quantidadeSaida: 20 },
                // a batch without number and expiry prints '-' (spec 001 §3)
                { lote: null, validadeLote: null, quantidadeSaida: 10 },
              ],
            },
          ],
        },
        c.cabecalho,
        opcoes,
      );
    case 'recibo-simples':
      return reciboDispensacao(
        {
          ...base,
          dataEntrega: hoje,
          horaAtendimento: horaIso(c.agora),
          operadores: [c.usuario],
          materiais: [
            { material: { descricaoCompleta: 'MATERIAL DE TESTE — SERINGA 3 ML' }, quantidade: 10 },
            { material: { descricaoCompleta: 'MATERIAL DE TESTE — GAZE ESTÉRIL' }, quantidade: 5 },
          ],
        },
        c.cabecalho,
        opcoes,
      );
    case 'senha':
      return senha(
        {
          infraestrutura: c.infraestrutura ?? 'TESTE DE IMPRESSÃO',
          setor: c.setor ?? 'Setor de teste',
          senha: 'T000',
          data: hoje,
          hora: horaIso(c.agora),
          cliente: c.cidade,
        },
        c.cabecalho,
        opcoes,
      );
    case 'agendamento-8':
    case 'agendamento-10':
      return pedidoAgendamento(
        {
          ...base,
          idade: 'idade de teste',
          profissionalNome: c.usuario,
          unidadeSolicitante: c.cabecalho.unidade ?? 'UNIDADE DE TESTE',
          telefone: c.cabecalho.telefone,
          localColeta: 'LOCAL DE COLETA DE TESTE',
          laboratorio: 'LABORATÓRIO DE TESTE',
          unidadeExecutante: 'UNIDADE EXECUTANTE DE TESTE',
          agendamentoNumero: AGENDAMENTO_TESTE,
          data: hoje,
          horaExame: horaIso(c.agora),
          dataEntrega: hoje,
          grupoExameNome: 'GRUPO DE TESTE',
          observacao: AVISO,
          mensagemProtocolo: 'Mensagem do protocolo de teste.',
          examesIncluido: [
            { codigo: '0000000001', nome: 'EXAME DE TESTE 1', preparo: 'Preparo de teste' },
            { codigo: '0000000002', nome: 'EXAME DE TESTE 2' },
          ],
        },
        c.cabecalho,
        { ...opcoes, largura: modelo === 'agendamento-8' ? 8 : 10.3 },
      );
    case 'transporte':
      return transporte(
        {
          ...base,
          telefones: c.cabecalho.telefone,
          destino: 'DESTINO DE TESTE',
          motivo: 'Teste de impressão',
          horario: horaIso(c.agora),
          ponto: 'PONTO DE EMBARQUE DE TESTE',
          veiculo: 'VEÍCULO DE TESTE',
          observacao: AVISO,
          acompanhantes: [{ nome: 'ACOMPANHANTE DE TESTE', cns: null, telefone: null, relacao: 'Teste' }],
          dataSaida: hoje,
          horarioSaida: horaIso(c.agora),
        },
        c.cabecalho,
        { ...opcoes, comprovanteAcompanhante: true },
      );
    case 'etiqueta-amostra':
      return etiquetaAmostra(
        {
          pacienteNome: PACIENTE_TESTE,
          dataNascimento: '2000-01-01',
          codigoAmostra: CODIGO_AMOSTRA_TESTE,
          agendamentoNumero: AGENDAMENTO_TESTE,
          siglaExame: 'TESTE',
          material: 'Material de teste',
          dataColeta: c.agora.toISOString(),
          laboratorioInfraestruturaNome: c.infraestrutura,
        },
        c.cabecalho,
        opcoes,
      );
    case 'etiqueta-coleta':
      return etiquetaColeta(coleta(c, 1), c.cabecalho, opcoes);
    case 'etiqueta-coleta-lote':
      return etiquetaColetaLote(
        Array.from({ length: LOTE_ETIQUETAS_TESTE }, (_, i) => coleta(c, i + 1)),
        c.cabecalho,
        opcoes,
      );
    case 'etiqueta-lista-exames':
      return etiquetaListaExames(
        [1, 2].map((n) => ({
          paciente: PACIENTE_TESTE,
          dataNascimento: '2000-01-01',
          agendamentoNumero: AGENDAMENTO_TESTE,
          medicoSolicitante: 'MÉDICO DE TESTE',
          data: hoje,
          exame: `EXAME DE TESTE ${n}`,
        })),
        c.cabecalho,
        opcoes,
      );
  }
}

function coleta(c: ContextoTeste, n: number) {
  return {
    pacienteNome: `${PACIENTE_TESTE} ${n}`,
    pacienteIdade: 'idade de teste',
    siglaExame: 'TESTE',
    // the batch numbers its labels so the operator sees none was skipped
    agendamentoNumero: String(Number(AGENDAMENTO_TESTE) + n - 1),
    infraestruturaNome: c.infraestrutura,
    laboratorioInfraestruturaNome: 'LABORATÓRIO DE TESTE',
  };
}
