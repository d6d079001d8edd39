import type {
  eventoEvolucaoSchema,
  observacaoEvolucaoSalvaSchema,
  observacaoFormularioSchema,
  observacaoLinhaSchema,
  Resposta,
} from '@saude/shared';
import { api } from '../../../lib/api';

/** A patient now in an observation queue of the location. */
export type LinhaObservacao = Resposta<typeof observacaoLinhaSchema>;

/** An event of the observation timeline, newest first. */
export type EventoEvolucao = Resposta<typeof eventoEvolucaoSchema>;

export type FormularioObservacao = Resposta<typeof observacaoFormularioSchema>;

export const OBSERVACAO_API = '/api/pronto-atendimento/paciente-observacao';

export const observacaoApi = {
  formulario: (filaId: number) => api.get<FormularioObservacao>(`${OBSERVACAO_API}/create/${filaId}`),
  salvar: (valores: Record<string, unknown>) => api.post<Resposta<typeof observacaoEvolucaoSalvaSchema>>(OBSERVACAO_API, valores),
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
