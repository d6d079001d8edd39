import {
  type atendimentoMedicoFormularioSchema,
  type atendimentoMedicoLinhaSchema,
  type atendimentoMedicoProfissionaisSchema,
  type atendimentoMedicoSalvoSchema,
  type atendimentoMedicoVisualizarSchema,
  type avaliacaoMedicaSchema,
  caminhoImpressaoPa,
  type documentoAssinadoGravadoSchema,
  type itemAtivoMedicoSchema,
  type medicamentoOpcaoSchema,
  type Resposta,
  ROTA_DOCUMENTO_ASSINADO,
} from '@saude/shared';
import { api, baixarArquivo } from '../../../lib/api';

export const ATENDIMENTO_MEDICO_API = '/api/pronto-atendimento/atendimento-medico';
export const URL_MEDICAMENTO = '/api/pronto-atendimento/medicamento/autocomplete';
export const URL_CID = '/api/cid/autocomplete';
export const URL_EXAME_IMAGEM = `${ATENDIMENTO_MEDICO_API}/procedimento-imagem/autocomplete`;

export type FormularioAtendimentoMedico = Resposta<typeof atendimentoMedicoFormularioSchema>;
export type Opcao = FormularioAtendimentoMedico['form']['destinos'][number];
/** A doctor evaluation with what it recorded. */
export type Avaliacao = Resposta<typeof avaliacaoMedicaSchema>;
/** An item of an evaluation's internal prescription. */
export type ItemPrescricao = Avaliacao['prescricao'][number];
/** An item of the active internal prescription, with its checks (newest first). */
export type ItemAtivo = Resposta<typeof itemAtivoMedicoSchema>;
export type Administracao = ItemAtivo['administracoes'][number];

export type AtendimentoSalvo = Resposta<typeof atendimentoMedicoSalvoSchema>;

/** A medicine of the doctor's lookup, with its Portaria 344/98 list and the form it needs. */
export type MedicamentoOpcao = Resposta<typeof medicamentoOpcaoSchema>;

export type AtendimentoMedicoLinha = Resposta<typeof atendimentoMedicoLinhaSchema>;

export const atendimentoMedicoApi = {
  formulario: (filaId: number) => api.get<FormularioAtendimentoMedico>(`${ATENDIMENTO_MEDICO_API}/create/${filaId}`),
  salvar: (valores: Record<string, unknown>) => api.post<AtendimentoSalvo>(ATENDIMENTO_MEDICO_API, valores),
  visualizar: (id: number) => api.get<Resposta<typeof atendimentoMedicoVisualizarSchema>>(`${ATENDIMENTO_MEDICO_API}/${id}`),
  profissionais: () => api.get<Resposta<typeof atendimentoMedicoProfissionaisSchema>>(`${ATENDIMENTO_MEDICO_API}/profissionais`),
  /** The complete FAA as a PDF, to sign (the print of the FAA is the signatures module's). */
  pdfDaFaa: (atendimentoId: number) => baixarArquivo(caminhoImpressaoPa.faa(atendimentoId, 'completa')),
  guardarFaaAssinada: (atendimentoMedicoId: number, nomeArquivo: string, arquivo: string) =>
    api.post<Resposta<typeof documentoAssinadoGravadoSchema>>(
      ROTA_DOCUMENTO_ASSINADO.faa,
      { atendimentoMedicoId, nomeArquivo, arquivo },
      { loading: false },
    ),
  /** A take-home prescription form as a PDF, to sign. */
  pdfDaReceita: (receitaId: number) => baixarArquivo(caminhoImpressaoPa.receita(receitaId)),
  guardarReceitaAssinada: (receitaId: number, nomeArquivo: string, arquivo: string) =>
    api.post<Resposta<typeof documentoAssinadoGravadoSchema>>(
      ROTA_DOCUMENTO_ASSINADO.receita,
      { receitaId, nomeArquivo, arquivo },
      { loading: false },
    ),
};
