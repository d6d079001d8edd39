import { z } from 'zod';
import { NotificacaoTipo } from '../../enums.js';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { semHtmlMaxProblema } from '../../validation/texto.js';

/** Notifications sent by the administration to chosen placements (spec 000 §2.3, §2.5). */
export const notificacaoResource = defineResource({
  modulo: 'administracao',
  recurso: 'notificacao',
  nome: 'Notificação',
  nomePlural: 'Notificações',
  schema: z.object({
    tipoId: f.enumeracao('Tipo', Object.values(NotificacaoTipo)),
    titulo: f.texto('Título', { max: 150 }),
    mensagem: z
      .string({ error: 'O campo Mensagem é obrigatório.' })
      .min(1, 'O campo Mensagem é obrigatório.')
      .max(50_000)
      .superRefine((html, ctx) => {
        const problema = semHtmlMaxProblema('Mensagem', html, 5000);
        if (problema) ctx.addIssue({ code: 'custom', message: problema });
        if (!html.replace(/<[^>]*>/g, '').trim()) ctx.addIssue({ code: 'custom', message: 'O campo Mensagem é obrigatório.' });
      }),
    lotacoes: f.ids({ min: 1 }),
  }),
  columns: [
    { data: 'createdAt', title: 'Data/Hora', tipo: 'dataHora', sortable: true },
    { data: 'tipoNome', title: 'Tipo' },
    { data: 'titulo', title: 'Título', sortable: true, searchable: true },
    { data: 'destinatarios', title: 'Destinatários', tipo: 'numero', sortable: true },
    { data: 'visualizadas', title: 'Visualizadas', tipo: 'numero', sortable: true },
  ],
  defaultOrder: { column: 'createdAt', dir: 'desc' },
  acoes: { cadastrar: true, editar: true, excluir: true },
});
