import { api, baixarArquivo, multipart } from '../../../lib/api';
import { salvarArquivo } from '../../../lib/impressao';
import type { CabecalhoAtendimento } from '../comum/cabecalho-atendimento';

/** The FAA's header (atendimento.service cabecalhoDoAtendimento), the shared schema's type. */
export type { CabecalhoAtendimento };

export interface Administracao {
  id: number;
  status: number;
  administradoEm: string;
  lote: string | null;
  observacao: string | null;
  profissional: string | null;
}

/** An active item of the internal prescription with its schedule. */
export interface ItemPrescricao {
  id: number;
  descricao: string;
  dose: string | null;
  via: string | null;
  intervaloHoras: number | null;
  quantidadeDoses: number | null;
  seNecessario: boolean;
  observacao: string | null;
  prescritoEm: string;
  prescritor: string | null;
  administracoes: Administracao[];
  dosesAdministradas: number;
  ultimaAdministracaoEm: string | null;
  proximaDoseEm: string | null;
  atrasado: boolean;
  concluido: boolean;
}

export interface AnexoResumo {
  id: number;
  nome: string;
  tipoConteudo: string;
  tamanho: number;
}

export interface RegistroEnfermagem {
  id: number;
  atendimentoId: number;
  criadoEm: string;
  anotacao: string | null;
  profissional: string | null;
  procedimentos: { codigo: string; nome: string; quantidade: number }[];
  administracoes: {
    id: number;
    descricao: string;
    dose: string | null;
    via: string | null;
    status: number;
    lote: string | null;
    observacao: string | null;
  }[];
  anexos: AnexoResumo[];
}

export interface ProcedimentoSugerido {
  codigo: string;
  nome: string;
  quantidadeMaxima: number | null;
}

export interface FormularioEnfermagem {
  form: { procedimentosSugeridos: ProcedimentoSugerido[]; destinos: { id: number; nome: string }[] };
  model: {
    fila: { id: number; status: number; setorTipoId: number };
    atendimento: CabecalhoAtendimento;
    prescricao: ItemPrescricao[];
    anteriores: RegistroEnfermagem[];
  };
}

export interface EnfermagemEnvio {
  filaId: number;
  anotacao?: string | null;
  procedimentos: { procedimentoCodigo: string; quantidade: number }[];
  administracoes: { prescricaoItemId: number; status: number; lote?: string | null; observacao?: string | null }[];
  destino?: number | null;
  anexos: File[];
}

export interface LinhaEnfermagem {
  id: number;
  criadoEm: string;
  numero: number | string;
  paciente: string;
  nomeSocial: string | null;
  desconhecido: boolean;
  profissional: string | null;
  procedimentos: string | null;
  administracoes: number;
  anexos: number;
}

export const ENFERMAGEM_API = '/api/pronto-atendimento/enfermagem';

export const enfermagemApi = {
  formulario: (filaId: number) => api.get<FormularioEnfermagem>(`${ENFERMAGEM_API}/create/${filaId}`),
  registro: (id: number) => api.get<{ model: RegistroEnfermagem & { atendimento: CabecalhoAtendimento } }>(`${ENFERMAGEM_API}/${id}`),
  /** Multipart (spec "enfermagem: multipart store"): the lists as JSON text, the files as `anexos[]`. */
  salvar: ({ anexos, ...v }: EnfermagemEnvio) =>
    api.post<{ enfermagem: { id: number }; destinoFilaId: number | null; message: string }>(
      ENFERMAGEM_API,
      multipart({ ...v, anexos: anexos.length ? anexos : undefined }),
    ),
  /** The file is downloaded with the session's headers (the route is permission-checked and audited). */
  baixarAnexo: async (anexo: AnexoResumo) => {
    const r = await baixarArquivo(`${ENFERMAGEM_API}/anexo/${anexo.id}`);
    if (r.tipo === 'arquivo') salvarArquivo(r.blob, anexo.nome);
  },
};
