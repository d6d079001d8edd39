import type {
  plantaoCriacaoSchema,
  plantaoEdicaoSchema,
  plantaoLinhaSchema,
  plantaoLocalSchema,
  plantaoModeloSchema,
  plantaoProfissionalSchema,
  Resposta,
} from '@saude/shared';

/** Wire shapes of /api/pronto-atendimento/plantao (camelCase after the client's conversion). */
export const PLANTAO_API = '/api/pronto-atendimento/plantao';

/** "Unidade — Local" in `label`. */
export type Local = Resposta<typeof plantaoLocalSchema>;
export type Profissional = Resposta<typeof plantaoProfissionalSchema>;
export type PlantaoLinha = Resposta<typeof plantaoLinhaSchema>;
export type PlantaoModelo = Resposta<typeof plantaoModeloSchema>;
/** The create form (no model) or the edit form (with the shift). */
export type PlantaoFormulario = Resposta<typeof plantaoCriacaoSchema> & Partial<Pick<Resposta<typeof plantaoEdicaoSchema>, 'model'>>;

export const rotuloProfissional = (p: Profissional) => (p.registro ? `${p.nome} (${p.registro})` : p.nome);
