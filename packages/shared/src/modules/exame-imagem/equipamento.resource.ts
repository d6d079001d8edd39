import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { MODALIDADES_IMAGEM } from './opcoes.js';

/** An imaging equipment (or room) of a unit: its agendas are the service's booking grid. */
export const equipamentoImagemSchema = z.object({
  nome: f.texto('Nome', { max: 120 }),
  modalidade: f.enumeracao(
    'Modalidade',
    MODALIDADES_IMAGEM.map((m) => m.value),
  ),
  unidadeId: z.coerce.number({ message: 'O campo Unidade é obrigatório.' }).int().positive('O campo Unidade é obrigatório.'),
  fabricanteModelo: f.textoOpcional('Fabricante e modelo', { max: 150 }),
  patrimonio: f.textoOpcional('Patrimônio', { max: 30 }),
  /** The AE title of the device, for a later DICOM worklist. */
  aeTitle: f.textoOpcional('AE Title', { max: 16 }),
});
export type EquipamentoImagemEntrada = z.infer<typeof equipamentoImagemSchema>;

/** Equipamentos de imagem (issue 22): X-ray, ultrasound, mammography … of each unit. */
export const equipamentoImagemResource = defineResource({
  modulo: 'exame-imagem',
  recurso: 'equipamento',
  nome: 'Equipamento',
  nomePlural: 'Equipamentos',
  schema: equipamentoImagemSchema,
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'modalidadeNome', title: 'Modalidade', sortable: true, width: 220 },
    { data: 'unidadeNome', title: 'Unidade', sortable: true, searchable: true },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true, width: 110 },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
