-- Issue 14: the queue engine knows no module. The entry's subject is the module's own record (emergency
-- care: the FAA) in referencia_id, read with fila.modulo; the data is kept, the FK to atendimento goes.
ALTER TABLE "fila" RENAME COLUMN "atendimento_id" TO "referencia_id";--> statement-breakpoint
ALTER TABLE "fila" DROP CONSTRAINT "fila_atendimento_id_atendimento_id_fk";
--> statement-breakpoint
-- the screen of a call is the panel's business (painel_chamada keeps its FK to tela)
ALTER TABLE "fila_chamada" DROP CONSTRAINT "fila_chamada_tela_id_tela_id_fk";
--> statement-breakpoint
ALTER INDEX "fila_atendimento_idx" RENAME TO "fila_referencia_idx";
