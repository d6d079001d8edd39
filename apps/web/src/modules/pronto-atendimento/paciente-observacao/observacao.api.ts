import { api } from '../../../lib/api';
import type { ItemPrescricao } from '../atendimento-enfermagem/enfermagem.api';
import type { CabecalhoAtendimento } from '../comum/cabecalho-atendimento';

export interface Sinais {
  paSistolica: number | null;
  paDiastolica: number | null;
  frequenciaCardiaca: number | null;
  frequenciaRespiratoria: number | null;
  temperatura: number | string | null;
  saturacao: number | null;
  glicemia: number | null;
  dor: number | null;
  glasgow: number | null;
}

/** A patient now in an observation queue of the location. */
export interface LinhaObservacao {
  id: number;
  status: number;
  atendimentoId: number;
  numero: number | string;
  setor: string;
  paciente: string;
  nomeSocial: string | null;
  desconhecido: boolean;
  dataNascimento: string | null;
  idadeEstimada: number | null;
  classificacaoRisco: string | null;
  cor: string | null;
  observacaoDesde: string;
  minutosEmObservacao: number;
  excedido: boolean;
  ultimaEvolucaoEm: string | null;
  ultimosSinais: (Sinais & { em: string; origem: 'evolucao' | 'triagem' }) | null;
}

interface Base {
  id: number;
  em: string;
  profissional: string | null;
}
export type EventoEvolucao =
  | (Base & { tipo: 'evolucao'; texto: string } & Sinais)
  | (Base & {
      tipo: 'medico';
      anamnese: string;
      exameFisico: string | null;
      conduta: string | null;
      destino: number;
      destinoNome: string | null;
      destinoDetalhe: string | null;
    })
  | (Base & { tipo: 'enfermagem'; anotacao: string })
  | (Base & {
      tipo: 'administracao';
      descricao: string;
      dose: string | null;
      via: string | null;
      status: number;
      lote: string | null;
      observacao: string | null;
    });

export interface FormularioObservacao {
  model: {
    fila: {
      id: number;
      status: number;
      setorTipoId: number;
      observacaoDesde: string | null;
      minutosEmObservacao: number | null;
      excedido: boolean | null;
    };
    atendimento: CabecalhoAtendimento;
    prescricao: ItemPrescricao[];
    evolucao: EventoEvolucao[];
  };
}

export const OBSERVACAO_API = '/api/pronto-atendimento/paciente-observacao';

export const observacaoApi = {
  formulario: (filaId: number) => api.get<FormularioObservacao>(`${OBSERVACAO_API}/create/${filaId}`),
  salvar: (valores: Record<string, unknown>) => api.post<{ evolucao: { id: number }; message: string }>(OBSERVACAO_API, valores),
};

const plural = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;

/** '2 h 15 min', '1 dia e 3 h' */
export function duracao(minutos: number): string {
  const dias = Math.floor(minutos / 1440);
  const horas = Math.floor((minutos % 1440) / 60);
  const min = minutos % 60;
  if (dias) return horas ? `${plural(dias, 'dia', 'dias')} e ${horas} h` : plural(dias, 'dia', 'dias');
  if (horas) return min ? `${horas} h ${min} min` : `${horas} h`;
  return `${min} min`;
}
