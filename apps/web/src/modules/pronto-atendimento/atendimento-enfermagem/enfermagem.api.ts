import type {
  enfermagemFormularioSchema,
  enfermagemLinhaSchema,
  enfermagemRegistroSchema,
  enfermagemSalvaSchema,
  itemPrescricaoEnfermagemSchema,
  Resposta,
  registroEnfermagemSchema,
} from '@saude/shared';
import { api, baixarArquivo, multipart } from '../../../lib/api';
import { salvarArquivo } from '../../../lib/impressao';
import type { CabecalhoAtendimento } from '../comum/cabecalho-atendimento';

/** The FAA's header (atendimento.service cabecalhoDoAtendimento), the shared schema's type. */
export type { CabecalhoAtendimento };

/** The nursing form: suggested procedures, destinations, the header, the active prescription and earlier records. */
export type FormularioEnfermagem = Resposta<typeof enfermagemFormularioSchema>;
/** An active item of the internal prescription with its schedule. */
export type ItemPrescricao = Resposta<typeof itemPrescricaoEnfermagemSchema>;
export type Administracao = ItemPrescricao['administracoes'][number];
export type RegistroEnfermagem = Resposta<typeof registroEnfermagemSchema>;
export type AnexoResumo = RegistroEnfermagem['anexos'][number];
export type ProcedimentoSugerido = FormularioEnfermagem['form']['procedimentosSugeridos'][number];

export interface EnfermagemEnvio {
  filaId: number;
  anotacao?: string | null;
  procedimentos: { procedimentoCodigo: string; quantidade: number }[];
  administracoes: { prescricaoItemId: number; status: number; lote?: string | null; observacao?: string | null }[];
  destino?: number | null;
  anexos: File[];
}

export type LinhaEnfermagem = Resposta<typeof enfermagemLinhaSchema>;

export const ENFERMAGEM_API = '/api/pronto-atendimento/enfermagem';

export const enfermagemApi = {
  formulario: (filaId: number) => api.get<FormularioEnfermagem>(`${ENFERMAGEM_API}/create/${filaId}`),
  registro: (id: number) => api.get<Resposta<typeof enfermagemRegistroSchema>>(`${ENFERMAGEM_API}/${id}`),
  /** Multipart (spec "enfermagem: multipart store"): the lists as JSON text, the files as `anexos[]`. */
  salvar: ({ anexos, ...v }: EnfermagemEnvio) =>
    api.post<Resposta<typeof enfermagemSalvaSchema>>(ENFERMAGEM_API, multipart({ ...v, anexos: anexos.length ? anexos : undefined })),
  /** The file is downloaded with the session's headers (the route is permission-checked and audited). */
  baixarAnexo: async (anexo: AnexoResumo) => {
    const r = await baixarArquivo(`${ENFERMAGEM_API}/anexo/${anexo.id}`);
    if (r.tipo === 'arquivo') salvarArquivo(r.blob, anexo.nome);
  },
};
