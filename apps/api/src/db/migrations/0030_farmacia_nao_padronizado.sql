CREATE TABLE "farmacia_processo_alto_custo_situacao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "farmacia_processo_alto_custo_situacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"processo_id" bigint NOT NULL,
	"status" smallint NOT NULL,
	"motivo" text,
	"usuario_id" bigint,
	"em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "farmacia_processo_alto_custo_situacao_status_ck" CHECK ("farmacia_processo_alto_custo_situacao"."status" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "medicamento_nao_padronizado" DROP CONSTRAINT "medicamento_nao_padronizado_nome_uq";--> statement-breakpoint
ALTER TABLE "farmacia_processo_alto_custo" ADD COLUMN "procedimento_codigo" varchar(10);--> statement-breakpoint
ALTER TABLE "medicamento_nao_padronizado" ADD COLUMN "concentracao" varchar(60);--> statement-breakpoint
ALTER TABLE "medicamento_nao_padronizado" ADD COLUMN "forma_farmaceutica_id" smallint;--> statement-breakpoint
ALTER TABLE "medicamento_nao_padronizado" ADD COLUMN "lista_controle_id" smallint;--> statement-breakpoint
ALTER TABLE "medicamento_nao_padronizado" ADD COLUMN "observacao" text;--> statement-breakpoint
ALTER TABLE "farmacia_processo_alto_custo_situacao" ADD CONSTRAINT "farmacia_processo_alto_custo_situacao_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_processo_alto_custo_situacao" ADD CONSTRAINT "farmacia_processo_alto_custo_situacao_processo_id_farmacia_processo_alto_custo_id_fk" FOREIGN KEY ("processo_id") REFERENCES "public"."farmacia_processo_alto_custo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "farmacia_processo_alto_custo_situacao_idx" ON "farmacia_processo_alto_custo_situacao" USING btree ("processo_id","em");--> statement-breakpoint
CREATE INDEX "farmacia_processo_alto_custo_renovacao_idx" ON "farmacia_processo_alto_custo" USING btree ("renovacao_de_id");--> statement-breakpoint
ALTER TABLE "medicamento_nao_padronizado" ADD CONSTRAINT "medicamento_nao_padronizado_uq" UNIQUE NULLS NOT DISTINCT("cliente_id","nome","concentracao","forma_farmaceutica_id");