import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { type Db, type Tx, withTenant } from '../db/client.js';
import { emailSaida } from '../db/schema/index.js';
import type { Cifra } from './cifra.js';
import { lerConfiguracao } from './configuracao.js';

export interface Mailer {
  /** Records the message in the outbox inside the caller's transaction; returns its id. */
  enqueue(tx: Tx, msg: { destinatario: string; assunto: string; corpo: string }): Promise<number>;
  /** After commit: sends through SMTP when configured; otherwise it stays in the outbox. */
  deliver(clienteId: number, id: number): Promise<void>;
}

export function createMailer(db: Db, opts: { smtpUrl?: string; from: string; log: FastifyBaseLogger; cifra: Cifra }): Mailer {
  const instalacao = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async enqueue(tx, msg) {
      const [row] = await tx.insert(emailSaida).values(msg).returning({ id: emailSaida.id });
      return row.id;
    },
    async deliver(clienteId, id) {
      await withTenant(db, { clienteId }, async (tx) => {
        // the municipality's own SMTP (administracao/configuracao) comes first, then the installation's
        const cfg = await lerConfiguracao(tx, clienteId);
        const transport = cfg.smtpHost
          ? nodemailer.createTransport({
              host: cfg.smtpHost,
              port: cfg.smtpPorta,
              secure: cfg.smtpSeguro,
              auth: cfg.smtpUsuario ? { user: cfg.smtpUsuario, pass: opts.cifra.decifrar(cfg.smtpSenha) ?? '' } : undefined,
            })
          : instalacao;
        if (!transport) {
          opts.log.info(
            { emailSaidaId: id, clienteId },
            'SMTP não configurado: e-mail gravado na caixa de saída (Administração > Caixa de saída de e-mails)',
          );
          return;
        }
        const [msg] = await tx.select().from(emailSaida).where(eq(emailSaida.id, id));
        if (!msg) return;
        try {
          await transport.sendMail({ from: cfg.smtpRemetente || opts.from, to: msg.destinatario, subject: msg.assunto, text: msg.corpo });
          await tx.update(emailSaida).set({ enviadoEm: new Date(), erro: null }).where(eq(emailSaida.id, id));
        } catch (err) {
          const erro = err instanceof Error ? err.message : String(err);
          await tx
            .update(emailSaida)
            .set({ erro: erro.slice(0, 500) })
            .where(eq(emailSaida.id, id));
          opts.log.warn({ emailSaidaId: id }, 'falha ao enviar e-mail pelo SMTP; mantido na caixa de saída');
        }
      });
    },
  };
}
