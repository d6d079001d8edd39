import { z } from 'zod';
import { w } from '../../wire.js';

/*
 * The custom routes of cadastro beside the registry engine: the service locations and cost centres of a unit,
 * and the pickers and checks other screens use (holidays of a period, CEP, supervisor, rooms).
 */

/** A service location (infraestrutura) as its routes answer it: the row without the tenant and audit columns. */
export const infraestruturaRespostaSchema = z.object({
  id: z.number(),
  unidadeId: z.number(),
  nome: z.string(),
  bloqueado: z.boolean(),
  createdAt: w.instante,
  updatedAt: w.instante,
});

/** A cost centre as its routes answer it: the row without the tenant and audit columns. */
export const centroCustoRespostaSchema = z.object({
  id: z.number(),
  infraestruturaId: z.number(),
  setorId: z.number(),
  nome: z.string(),
  bloqueado: z.boolean(),
  createdAt: w.instante,
  updatedAt: w.instante,
});

/** A cost centre of a location as the unit form lists it. */
export const centroDoLocalSchema = z.object({
  id: z.number(),
  infraestruturaId: z.number(),
  nome: z.string(),
  setorId: z.number(),
  setorNome: z.string(),
  bloqueado: z.boolean(),
});

/** GET /api/cadastro/unidade/{id}/locais: the unit's locations, each with its cost centres. */
export const locaisDaUnidadeSchema = w.dados(
  z.array(z.object({ id: z.number(), nome: z.string(), bloqueado: z.boolean(), centrosCusto: z.array(centroDoLocalSchema) })),
);

/** GET /api/cadastro/unidade/infraestrutura/autocomplete: active locations as "Unidade — Local". */
export const infraestruturaAutocompleteSchema = w.dados(z.array(z.object({ id: z.number(), label: z.string(), unidadeId: z.number() })));

/** GET /api/cadastro/unidade/infraestrutura/{id}/centro-custo: the active cost centres of a location, with their sector type. */
export const centrosDoLocalSchema = w.dados(z.array(z.object({ id: z.number(), label: z.string(), setorTipoId: z.number() })));

/** GET /api/cadastro/feriado/periodo: national holidays computed, registered ones expanded for recurring years. */
export const feriadosDoPeriodoSchema = w.dados(
  z.array(
    z.object({
      data: w.data,
      descricao: z.string(),
      abrangencia: z.enum(['Nacional', 'Estadual', 'Municipal']),
      facultativo: z.boolean(),
      recorrente: z.boolean(),
      /** The registered holiday, null for a national one. */
      feriadoId: z.number().nullable(),
    }),
  ),
);

/** A yes/no check (GET …/logradouro/has-cep/{cep}, …/supervisor/is-supervisor/{usuarioId}). */
export const verificacaoSchema = w.dados(z.boolean());

/** GET /api/cadastro/supervisor/usuario/autocomplete: active users as "Nome (login)". */
export const supervisorUsuarioAutocompleteSchema = w.dados(z.array(z.object({ id: z.number(), label: z.string() })));

/**
 * The supervisors of one module as its own screen lists them (ambulatorio/supervisor, farmacia/supervisor): rows of
 * cadastro/supervisor of that module. The answer of the list and of an inclusion.
 */
export const supervisoresDoModuloSchema = z.object({
  data: z.array(z.object({ id: z.number(), usuarioId: z.number(), usuarioNome: z.string(), login: z.string() })),
});
/** POST of a module's supervisor screen: the user to include. */
export const supervisorDoModuloSchema = z.object({
  usuarioId: z.coerce.number().int().positive({ error: 'O campo Usuário é obrigatório.' }),
});

/** GET /api/cadastro/sala/autocomplete: active rooms of a cost centre (plus its location's shared rooms) or of a location. */
export const salaAutocompleteSchema = w.dados(
  z.array(z.object({ id: z.number(), label: z.string(), infraestruturaId: z.number(), centroCustoId: z.number().nullable() })),
);

/** POST /api/cadastro/unidade/{id}/logo: the unit now has a logo (the image itself is read from GET …/logo). */
export const logoUnidadeRespostaSchema = z.object({ temLogo: z.boolean() });
