CREATE TABLE "motivo_baixa" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "motivo_baixa_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "motivo_baixa_nome_uq" UNIQUE("cliente_id","nome")
);
--> statement-breakpoint
CREATE TABLE "atendimento_ambulatorial" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "atendimento_ambulatorial_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"paciente_id" bigint NOT NULL,
	"unidade_id" bigint NOT NULL,
	"infraestrutura_id" bigint NOT NULL,
	"especialidade_id" bigint,
	"profissional_id" bigint,
	"agendamento_id" bigint,
	"prioridade_id" bigint,
	"status" smallint DEFAULT 1 NOT NULL,
	"observacao" text,
	"chegada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"recepcionado_por" bigint,
	"pre_consulta_em" timestamp with time zone,
	"finalizado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "ambulatorio_enfermagem" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ambulatorio_enfermagem_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"atendimento_ambulatorial_id" bigint NOT NULL,
	"paciente_id" bigint NOT NULL,
	"tipo" smallint NOT NULL,
	"usuario_id" bigint NOT NULL,
	"ocupacao_codigo" varchar(6),
	"queixa" text,
	"pa_sistolica" smallint,
	"pa_diastolica" smallint,
	"frequencia_cardiaca" smallint,
	"frequencia_respiratoria" smallint,
	"temperatura" numeric(4, 1),
	"saturacao" smallint,
	"glicemia" smallint,
	"dor" smallint,
	"peso" numeric(6, 3),
	"altura" numeric(5, 1),
	"imc" numeric(5, 2),
	"circunferencia_abdominal" numeric(5, 1),
	"anotacao" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "ambulatorio_enfermagem_procedimento" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ambulatorio_enfermagem_procedimento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"ambulatorio_enfermagem_id" bigint NOT NULL,
	"procedimento_codigo" varchar(10) NOT NULL,
	"quantidade" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "motivo_baixa" ADD CONSTRAINT "motivo_baixa_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento_ambulatorial" ADD CONSTRAINT "atendimento_ambulatorial_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento_ambulatorial" ADD CONSTRAINT "atendimento_ambulatorial_paciente_id_cidadao_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."cidadao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento_ambulatorial" ADD CONSTRAINT "atendimento_ambulatorial_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento_ambulatorial" ADD CONSTRAINT "atendimento_ambulatorial_infraestrutura_id_infraestrutura_id_fk" FOREIGN KEY ("infraestrutura_id") REFERENCES "public"."infraestrutura"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento_ambulatorial" ADD CONSTRAINT "atendimento_ambulatorial_especialidade_id_especialidade_id_fk" FOREIGN KEY ("especialidade_id") REFERENCES "public"."especialidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento_ambulatorial" ADD CONSTRAINT "atendimento_ambulatorial_profissional_id_usuario_id_fk" FOREIGN KEY ("profissional_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento_ambulatorial" ADD CONSTRAINT "atendimento_ambulatorial_agendamento_id_agendamento_id_fk" FOREIGN KEY ("agendamento_id") REFERENCES "public"."agendamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento_ambulatorial" ADD CONSTRAINT "atendimento_ambulatorial_prioridade_id_prioridade_id_fk" FOREIGN KEY ("prioridade_id") REFERENCES "public"."prioridade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento_ambulatorial" ADD CONSTRAINT "atendimento_ambulatorial_recepcionado_por_usuario_id_fk" FOREIGN KEY ("recepcionado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_enfermagem" ADD CONSTRAINT "ambulatorio_enfermagem_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_enfermagem" ADD CONSTRAINT "ambulatorio_enfermagem_atendimento_ambulatorial_id_atendimento_ambulatorial_id_fk" FOREIGN KEY ("atendimento_ambulatorial_id") REFERENCES "public"."atendimento_ambulatorial"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_enfermagem" ADD CONSTRAINT "ambulatorio_enfermagem_paciente_id_cidadao_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."cidadao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_enfermagem" ADD CONSTRAINT "ambulatorio_enfermagem_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_enfermagem_procedimento" ADD CONSTRAINT "ambulatorio_enfermagem_procedimento_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_enfermagem_procedimento" ADD CONSTRAINT "ambulatorio_enfermagem_procedimento_ambulatorio_enfermagem_id_ambulatorio_enfermagem_id_fk" FOREIGN KEY ("ambulatorio_enfermagem_id") REFERENCES "public"."ambulatorio_enfermagem"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_enfermagem_procedimento" ADD CONSTRAINT "ambulatorio_enfermagem_procedimento_procedimento_codigo_procedimento_sigtap_codigo_fk" FOREIGN KEY ("procedimento_codigo") REFERENCES "public"."procedimento_sigtap"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "motivo_baixa_cliente_idx" ON "motivo_baixa" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "atendimento_ambulatorial_dia_idx" ON "atendimento_ambulatorial" USING btree ("cliente_id","infraestrutura_id","chegada_em");--> statement-breakpoint
CREATE INDEX "atendimento_ambulatorial_paciente_idx" ON "atendimento_ambulatorial" USING btree ("paciente_id","chegada_em");--> statement-breakpoint
CREATE INDEX "atendimento_ambulatorial_agendamento_idx" ON "atendimento_ambulatorial" USING btree ("agendamento_id");--> statement-breakpoint
CREATE INDEX "ambulatorio_enfermagem_atendimento_idx" ON "ambulatorio_enfermagem" USING btree ("atendimento_ambulatorial_id","criado_em");--> statement-breakpoint
CREATE INDEX "ambulatorio_enfermagem_procedimento_idx" ON "ambulatorio_enfermagem_procedimento" USING btree ("ambulatorio_enfermagem_id");