import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { hojeIso } from '../../validation/datas.js';
import { onlyDigits } from '../../validation/digits.js';
import { zCid } from '../../validation/zod-fields.js';

/** Where the death happened: the "local de ocorrência" groups of the Declaração de Óbito (SIM). */
export const LocalObito = { HOSPITAL: 1, OUTRO_ESTABELECIMENTO: 2, DOMICILIO: 3, VIA_PUBLICA: 4, OUTROS: 5 } as const;
export const LocalObitoNome: Record<number, string> = {
  1: 'Hospital',
  2: 'Outro estabelecimento de saúde',
  3: 'Domicílio',
  4: 'Via pública',
  5: 'Outros',
};

/**
 * The Declaração de Óbito number is printed as 8 digits, a hyphen and a check digit; older and
 * state-printed forms vary, so 7 to 11 digits are accepted and stored as digits only.
 */
export const DECLARACAO_OBITO_MSG = 'Número da Declaração de Óbito deve conter de 7 a 11 dígitos';
const zDeclaracaoObito = z
  .string()
  .transform(onlyDigits)
  .refine((v) => v.length >= 7 && v.length <= 11, DECLARACAO_OBITO_MSG);

export const PACIENTE_COM_OBITO_MSG = 'Já existe óbito registrado para este paciente.';

/**
 * A patient's death (spec 000 §2.3 cadastro/obito). Saving it marks the citizen as dead
 * (cidadao.data_obito), which stops new attendances.
 */
export const obitoResource = defineResource({
  modulo: 'cadastro',
  recurso: 'obito',
  nome: 'Óbito',
  nomePlural: 'Óbitos',
  schema: z.object({
    cidadaoId: f.referencia('Paciente'),
    data: f.data('Data do óbito', { max: () => hojeIso() }),
    hora: f.opcional(f.hora('Hora do óbito')),
    numeroDeclaracao: f.opcional(zDeclaracaoObito),
    cidCodigo: f.opcional(zCid('Causa (CID-10)')),
    localObito: f.enumeracao('Local do óbito', Object.values(LocalObito)),
    observacao: f.textoOpcional('Observação', { max: 2000 }),
  }),
  columns: [
    { data: 'pacienteNome', title: 'Paciente', sortable: true, searchable: true },
    { data: 'data', title: 'Data do óbito', tipo: 'data', sortable: true, width: 130 },
    { data: 'numeroDeclaracao', title: 'Declaração de Óbito', sortable: true, searchable: true, width: 170 },
    { data: 'causa', title: 'Causa (CID-10)', searchable: true },
    { data: 'localObito', title: 'Local', sortable: true, width: 170 },
  ],
  defaultOrder: { column: 'data', dir: 'desc' },
  acoes: { cadastrar: true, editar: true, excluir: true },
});
