import { z } from 'zod';
import { defineResource, type FilterDef } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { zInstante, zOpcional } from '../../validation/zod-fields.js';

export const AVISO_TITULO_MAX = 80;
/** A ticker line: read from across a waiting room while it scrolls by. */
export const AVISO_MENSAGEM_MAX = 300;
/** Screens one notice may name (when not on all of them). */
export const AVISO_MAX_TELAS = 100;

export const MENSAGENS_AVISO = {
  fimAntesDoInicio: 'Fim da exibição deve ser posterior ao início.',
  inativo: 'Este aviso está inativo. Ative-o antes de enviar às telas.',
  foraDoPeriodo: 'Este aviso está fora do período de exibição e não aparece nas telas agora.',
  semTelas: 'Este aviso não está em nenhuma tela.',
  telaInexistente: 'Uma das telas escolhidas não existe.',
} as const;

/** The list filter by `ativo` (the notice is switched on and off by mudarStatus, not blocked). */
export const STATUS_AVISO: FilterDef = {
  name: 'status',
  label: 'Status',
  opcoes: [
    { value: 'ativo', label: 'Ativos' },
    { value: 'inativo', label: 'Inativos' },
  ],
};

/** The period and the screens are checked even when another field is missing: the 422 shows every problem at once. */
const SEMPRE = { when: () => true };

/**
 * A notice of the screens' ticker (spec 000 §2.3 painel-senha/aviso: index, create, edit; 001 §7 aviso
 * "send", "mudarStatus/{id}"; issue 7). Plain text: the TV shows it as typed, never as HTML. Without a
 * period it runs while active; `telas` is required only when it is not on every screen.
 */
export const avisoResource = defineResource({
  modulo: 'painel-senha',
  recurso: 'aviso',
  nome: 'Aviso',
  nomePlural: 'Avisos',
  schema: z
    .object({
      titulo: f.texto('Título', { max: AVISO_TITULO_MAX }),
      mensagem: f.texto('Mensagem', { max: AVISO_MENSAGEM_MAX }),
      todasTelas: f.booleano().default(true),
      telas: z.preprocess((v) => v ?? [], f.ids({ max: AVISO_MAX_TELAS })),
      inicioEm: zOpcional(zInstante('Início da exibição')),
      fimEm: zOpcional(zInstante('Fim da exibição')),
    })
    .superRefine((v, ctx) => {
      // raw values: with SEMPRE this runs even when a field failed its own rule
      const todas = v.todasTelas as unknown;
      const naoTodas = todas === false || todas === '0' || todas === 'false';
      if (naoTodas && !(Array.isArray(v.telas) && v.telas.length)) {
        ctx.addIssue({ code: 'custom', path: ['telas'], message: 'Selecione ao menos um item' });
      }
      const inicio = typeof v.inicioEm === 'string' ? Date.parse(v.inicioEm) : Number.NaN;
      const fim = typeof v.fimEm === 'string' ? Date.parse(v.fimEm) : Number.NaN;
      if (!Number.isNaN(inicio) && !Number.isNaN(fim) && fim <= inicio) {
        ctx.addIssue({ code: 'custom', path: ['fimEm'], message: MENSAGENS_AVISO.fimAntesDoInicio });
      }
    }, SEMPRE),
  columns: [
    { data: 'titulo', title: 'Título', sortable: true, searchable: true },
    { data: 'mensagem', title: 'Mensagem', searchable: true },
    { data: 'telasNomes', title: 'Telas' },
    { data: 'inicioEm', title: 'Início', tipo: 'dataHora', sortable: true, width: 150 },
    { data: 'fimEm', title: 'Fim', tipo: 'dataHora', sortable: true, width: 150 },
    { data: 'enviadoEm', title: 'Enviado em', tipo: 'dataHora', sortable: true, width: 150 },
    { data: 'ativo', title: 'Status', tipo: 'booleano', sortable: true, width: 100 },
  ],
  defaultOrder: { column: 'titulo', dir: 'asc' },
  filtros: [STATUS_AVISO],
  acoes: { cadastrar: true, editar: true, excluir: true },
});

/** Whether an active notice is inside its period at `agora` (both ends optional; the end is exclusive). */
export function avisoNoPeriodo(a: { inicioEm: string | Date | null; fimEm: string | Date | null }, agora: Date): boolean {
  const t = agora.getTime();
  const inicio = a.inicioEm ? new Date(a.inicioEm).getTime() : null;
  const fim = a.fimEm ? new Date(a.fimEm).getTime() : null;
  return (inicio === null || inicio <= t) && (fim === null || t < fim);
}
