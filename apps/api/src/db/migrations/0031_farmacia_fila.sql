CREATE TABLE "farmacia_atendimento" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "farmacia_atendimento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"paciente_id" bigint NOT NULL,
	"centro_custo_id" bigint NOT NULL,
	"prioridade_id" bigint,
	"senha_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
ALTER TABLE "farmacia_atendimento" ADD CONSTRAINT "farmacia_atendimento_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_atendimento" ADD CONSTRAINT "farmacia_atendimento_paciente_id_cidadao_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."cidadao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_atendimento" ADD CONSTRAINT "farmacia_atendimento_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_atendimento" ADD CONSTRAINT "farmacia_atendimento_prioridade_id_prioridade_id_fk" FOREIGN KEY ("prioridade_id") REFERENCES "public"."prioridade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_atendimento" ADD CONSTRAINT "farmacia_atendimento_senha_id_senha_id_fk" FOREIGN KEY ("senha_id") REFERENCES "public"."senha"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "farmacia_atendimento_paciente_idx" ON "farmacia_atendimento" USING btree ("cliente_id","paciente_id");