-- Issue 14: the kiosk tickets run on the queue engine. The ticket (senha) keeps its identity (unit, option,
-- priority and weight, day, sequence, code, issue, linked patient); its queue state moves to an entry of
-- `fila` (modulo 'painel-senha', referencia_id = senha.id, senha = the code), its moves to `fila_movimento`
-- and its calls to `fila_chamada`. The engine gains the generic columns it lacked: no patient (paciente_id
-- null; the partial unique index still holds one active entry per patient and queue), an order weight, a
-- place of call (the ticket counter), and the queue before and after a move.
ALTER TABLE "fila" ALTER COLUMN "paciente_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fila" ADD COLUMN "peso" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fila" ADD COLUMN "local_chamada_id" bigint;--> statement-breakpoint
ALTER TABLE "fila_chamada" ADD COLUMN "local_chamada_id" bigint;--> statement-breakpoint
ALTER TABLE "fila_movimento" ADD COLUMN "de_centro_custo_id" bigint;--> statement-breakpoint
ALTER TABLE "fila_movimento" ADD COLUMN "para_centro_custo_id" bigint;--> statement-breakpoint
ALTER TABLE "fila_movimento" ADD COLUMN "local_chamada_id" bigint;--> statement-breakpoint
ALTER TABLE "fila_movimento" ADD CONSTRAINT "fila_movimento_de_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("de_centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fila_movimento" ADD CONSTRAINT "fila_movimento_para_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("para_centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fila_movimento_para_idx" ON "fila_movimento" USING btree ("para_centro_custo_id","em");--> statement-breakpoint
-- The data moves as it is; copying it is not a user's write, so the audit triggers (attached by
-- db/policies.ts at start, absent on a fresh database) stay out of it.
ALTER TABLE "fila" DISABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "fila_movimento" DISABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "fila_chamada" DISABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "painel_chamada" DISABLE TRIGGER USER;--> statement-breakpoint
-- one entry per ticket, in the queue it is in now, with the ticket statuses (1 waiting, 2 in attendance,
-- 3 finished, 4 did not come, 5 called), its holder and its counter
INSERT INTO "fila" ("cliente_id", "modulo", "setor_tipo_id", "centro_custo_id", "paciente_id", "referencia_id", "status", "peso",
  "senha", "chamadas", "ultima_chamada_em", "profissional_atual_id", "local_chamada_id", "entrada_em", "atendido_em", "saida_em",
  "motivo_evasao", "evadido_em", "evadido_por", "updated_at")
SELECT s."cliente_id", 'painel-senha', st."setor_tipo_id", s."centro_custo_id", NULL, s."id", s."status", s."peso",
  s."codigo", s."chamadas", s."ultima_chamada_em", s."usuario_id", s."opcao_chamada_id", s."emitida_em", s."atendida_em", s."finalizada_em",
  s."motivo_evasao", s."evadida_em",
  (SELECT m."usuario_id" FROM "senha_movimento" m WHERE m."senha_id" = s."id" AND m."acao" = 'evadir' ORDER BY m."em" DESC, m."id" DESC LIMIT 1),
  s."updated_at"
  FROM "senha" s
  JOIN "centro_custo" c ON c."id" = s."centro_custo_id"
  JOIN "setor" st ON st."id" = c."setor_id"
 ORDER BY s."id";--> statement-breakpoint
INSERT INTO "fila_movimento" ("cliente_id", "fila_id", "acao", "de_status", "para_status", "de_centro_custo_id", "para_centro_custo_id",
  "local_chamada_id", "usuario_id", "detalhe", "em")
SELECT m."cliente_id", f."id", m."acao", m."de_status", m."para_status", m."de_centro_custo_id", m."para_centro_custo_id",
  m."opcao_chamada_id", m."usuario_id", m."detalhe", m."em"
  FROM "senha_movimento" m
  JOIN "fila" f ON f."modulo" = 'painel-senha' AND f."referencia_id" = m."senha_id" AND f."cliente_id" = m."cliente_id"
 ORDER BY m."id";--> statement-breakpoint
-- every call (and call again) of a ticket becomes a call of its entry, to its counter's screen
INSERT INTO "fila_chamada" ("cliente_id", "fila_id", "tela_id", "local_chamada_id", "usuario_id", "chamada_em")
SELECT m."cliente_id", f."id", o."tela_id", m."opcao_chamada_id", m."usuario_id", m."em"
  FROM "senha_movimento" m
  JOIN "fila" f ON f."modulo" = 'painel-senha' AND f."referencia_id" = m."senha_id" AND f."cliente_id" = m."cliente_id"
  LEFT JOIN "opcao_chamada" o ON o."id" = m."opcao_chamada_id"
 WHERE m."acao" IN ('chamar', 'rechamar')
 ORDER BY m."id";--> statement-breakpoint
-- what the TV screens showed of a ticket points at that call (the nearest in time: the move and the screen
-- rows were written in the same transaction)
UPDATE "painel_chamada" pc SET "fila_chamada_id" = (
  SELECT fc."id" FROM "fila_chamada" fc JOIN "fila" f ON f."id" = fc."fila_id"
   WHERE f."modulo" = 'painel-senha' AND f."referencia_id" = pc."senha_id" AND f."cliente_id" = pc."cliente_id"
   ORDER BY abs(extract(epoch FROM fc."chamada_em" - pc."chamada_em")), fc."id" LIMIT 1)
 WHERE pc."senha_id" IS NOT NULL AND pc."fila_chamada_id" IS NULL;--> statement-breakpoint
ALTER TABLE "fila" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "fila_movimento" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "fila_chamada" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "painel_chamada" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "senha_movimento" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "senha_movimento" CASCADE;--> statement-breakpoint
ALTER TABLE "painel_chamada" DROP CONSTRAINT "painel_chamada_senha_id_senha_id_fk";
--> statement-breakpoint
ALTER TABLE "senha" DROP CONSTRAINT "senha_centro_custo_id_centro_custo_id_fk";
--> statement-breakpoint
ALTER TABLE "senha" DROP CONSTRAINT "senha_opcao_chamada_id_opcao_chamada_id_fk";
--> statement-breakpoint
ALTER TABLE "senha" DROP CONSTRAINT "senha_usuario_id_usuario_id_fk";
--> statement-breakpoint
DROP INDEX "senha_fila_idx";--> statement-breakpoint
ALTER TABLE "painel_chamada" DROP COLUMN "senha_id";--> statement-breakpoint
ALTER TABLE "senha" DROP COLUMN "centro_custo_id";--> statement-breakpoint
ALTER TABLE "senha" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "senha" DROP COLUMN "chamadas";--> statement-breakpoint
ALTER TABLE "senha" DROP COLUMN "ultima_chamada_em";--> statement-breakpoint
ALTER TABLE "senha" DROP COLUMN "opcao_chamada_id";--> statement-breakpoint
ALTER TABLE "senha" DROP COLUMN "usuario_id";--> statement-breakpoint
ALTER TABLE "senha" DROP COLUMN "atendida_em";--> statement-breakpoint
ALTER TABLE "senha" DROP COLUMN "finalizada_em";--> statement-breakpoint
ALTER TABLE "senha" DROP COLUMN "motivo_evasao";--> statement-breakpoint
ALTER TABLE "senha" DROP COLUMN "evadida_em";
