import type { AcaoSenha, StatusSenhaId } from '@saude/shared';
import { api } from '../../../lib/api';

/** The ticket queue as GET /api/painel-senha/fila and fila-atendimento answer it, camelCased. */
export interface Opcao {
  id: number;
  nome: string;
}

export interface Espera {
  id: number | null;
  cor: string | null;
  minutos: number;
  total: { dias: number; horas: number; minutos: number };
}

export interface SenhaNaFila {
  id: number;
  codigo: string;
  status: { id: StatusSenhaId; nome: string };
  centroCusto: Opcao;
  opcaoEntrada: Opcao;
  prioridade: (Opcao & { legal: boolean }) | null;
  peso: number;
  emitidaEm: string;
  espera: Espera;
  chamadas: number;
  ultimaChamadaEm: string | null;
  atendidaEm: string | null;
  /** The counter that holds it (called or in attendance). */
  opcaoChamada: Opcao | null;
  usuario: Opcao | null;
  acoes: AcaoSenha[];
}

export interface Encaminhamento {
  id: number;
  nome: string;
  destino: Opcao;
}

export interface FormularioFilaSenha {
  opcoesChamada: (Opcao & { tipoId: number })[];
  encaminhamentos: Encaminhamento[];
  temposEspera: { id: number; minutos: number; cor: string }[];
  centrosCusto: (Opcao & { setorNome: string })[];
}

export interface ContagemFilaSenha {
  emEspera: number;
  chamadas: number;
  emAtendimento: number;
  atendidasHoje: number;
  tempoMedioEsperaMinutos: number | null;
}

export interface RespostaFilaSenha {
  data: {
    form: FormularioFilaSenha;
    model: {
      centroCustoId: number;
      senhas: SenhaNaFila[];
      contagem: ContagemFilaSenha;
      topico: string;
      chamadasParaNaoComparecimento: number;
      /** The counter this user last called from in this queue (when the browser does not remember one). */
      ultimoLocalId: number | null;
    };
  };
}

export interface RespostaMinhasSenhas {
  data: { senhas: SenhaNaFila[]; chamadasParaNaoComparecimento: number };
}

/** What every action answers. `telas`: screens the call reached. */
export interface SenhaAlterada {
  id: number;
  codigo: string;
  status: StatusSenhaId;
  chamadas: number;
  centroCustoId: number;
  opcaoChamadaId: number | null;
  telas: number;
}

const BASE = '/api/painel-senha';
// the counter's buttons show their own spinner: no full-page overlay between two calls
const rapido = { loading: false } as const;

/**
 * `daFila`: the action of the waiting list (any ticket of the queue); otherwise the counter's own action
 * (fila-atendimento: only on the tickets this user holds).
 */
export const senhaApi = {
  fila: (centroCustoId: number | undefined, signal?: AbortSignal) =>
    api.get<RespostaFilaSenha>(`${BASE}/fila`, { query: { centroCustoId }, signal }),
  minhas: (signal?: AbortSignal) => api.get<RespostaMinhasSenhas>(`${BASE}/fila-atendimento`, { signal }),
  chamarProxima: (centroCustoId: number, opcaoChamadaId: number) =>
    api.post<SenhaAlterada>(`${BASE}/fila/chamar-proxima`, { centroCustoId, opcaoChamadaId }, rapido),
  /** Calls again (counted) a held ticket, or calls a waiting one out of order to this counter. */
  chamar: (senhaId: number, opcaoChamadaId?: number) =>
    api.post<SenhaAlterada>(`${BASE}/chamada`, opcaoChamadaId ? { senhaId, opcaoChamadaId } : { senhaId }, rapido),
  atender: (id: number, opcaoChamadaId: number | undefined, daFila = false) =>
    api.put<SenhaAlterada>(
      `${BASE}/${daFila ? 'fila' : 'fila-atendimento'}/atender/${id}`,
      opcaoChamadaId ? { opcaoChamadaId } : {},
      rapido,
    ),
  devolver: (id: number) => api.put<SenhaAlterada>(`${BASE}/fila-atendimento/devolver/${id}`, undefined, rapido),
  finalizar: (id: number) => api.put<SenhaAlterada>(`${BASE}/fila-atendimento/finalizar/${id}`, undefined, rapido),
  encaminhar: (id: number, encaminhamentoId: number) =>
    api.put<SenhaAlterada>(`${BASE}/fila/encaminhar/${id}`, { encaminhamentoId }, rapido),
  evadir: (id: number, motivoEvasao: string, daFila: boolean) =>
    api.put<SenhaAlterada>(`${BASE}/${daFila ? 'fila' : 'fila-atendimento'}/evadir/${id}`, { motivoEvasao }, rapido),
};
