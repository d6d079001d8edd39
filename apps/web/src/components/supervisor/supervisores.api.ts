import type { Resposta, supervisoresDoModuloSchema } from '@saude/shared';
import { api } from '../../lib/api';

export type Supervisores = Resposta<typeof supervisoresDoModuloSchema>;
export type Supervisor = Supervisores['data'][number];

/**
 * A module's supervisor screen (ambulatorio/supervisor, farmacia/supervisor): where its API and pages are, who may
 * change it and how it names itself. The pages are the same for every module; the server's routes too
 * (apps/api/src/lib/supervisor-rotas.ts).
 */
export interface SupervisoresDoModulo {
  /** 'ambulatorio', 'farmacia': the query key and the URLs. */
  modulo: string;
  /** "Supervisor do ambulatório.", "Supervisor da farmácia." */
  rotulo: string;
  /** What a supervisor of this module does (the index's subtitle). */
  descricao: string;
  permissaoEditar: string;
}

export const urlsSupervisores = (m: SupervisoresDoModulo) => ({
  api: `/api/${m.modulo}/supervisor`,
  lista: `/${m.modulo}/supervisor/index`,
  novo: `/${m.modulo}/supervisor/create`,
  ver: (id: number) => `/${m.modulo}/supervisor/edit/${id}`,
});

export function supervisoresApi(m: SupervisoresDoModulo) {
  const base = urlsSupervisores(m).api;
  return {
    chave: [m.modulo, 'supervisor'] as const,
    listar: () => api.get<Supervisores>(base),
    incluir: (usuarioId: number) => api.post<Supervisores>(base, { usuarioId }),
    remover: (id: number) => api.delete<void>(`${base}/${id}`),
  };
}
