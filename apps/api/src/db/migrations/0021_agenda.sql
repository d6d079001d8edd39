CREATE TABLE "agendamento" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agendamento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"numero" bigint NOT NULL,
	"modulo" varchar(30) NOT NULL,
	"jornada_id" bigint NOT NULL,
	"data" date NOT NULL,
	"hora" time NOT NULL,
	"tipo_vaga" smallint NOT NULL,
	"paciente_id" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"retroativo" boolean DEFAULT false NOT NULL,
	"unidade_origem_id" bigint,
	"observacao" text,
	"motivo_cancelamento" text,
	"cancelado_em" timestamp with time zone,
	"cancelado_por" bigint,
	"falta_em" timestamp with time zone,
	"falta_por" bigint,
	"confirmado_em" timestamp with time zone,
	"realizado_em" timestamp with time zone,
	"origem_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "agendamento_numero_uq" UNIQUE("cliente_id","numero")
);
--> statement-breakpoint
CREATE TABLE "jornada" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jornada_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"modulo" varchar(30) NOT NULL,
	"recurso_tipo" smallint NOT NULL,
	"recurso_id" bigint NOT NULL,
	"unidade_id" bigint NOT NULL,
	"infraestrutura_id" bigint,
	"especialidade_id" bigint,
	"situacao_id" bigint NOT NULL,
	"dias_semana" smallint[] NOT NULL,
	"hora_inicio" time NOT NULL,
	"hora_fim" time NOT NULL,
	"vira_dia" boolean DEFAULT false NOT NULL,
	"duracao_minutos" smallint NOT NULL,
	"vigencia_inicio" date NOT NULL,
	"vigencia_fim" date,
	"vagas_primeira_vez" smallint DEFAULT 0 NOT NULL,
	"vagas_retorno" smallint DEFAULT 0 NOT NULL,
	"vagas_reguladas" smallint DEFAULT 0 NOT NULL,
	"vagas_reservadas" smallint DEFAULT 0 NOT NULL,
	"unidade_reservada_id" bigint,
	"aberta_outras_unidades" boolean DEFAULT false NOT NULL,
	"observacao" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "jornada_bloqueio" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jornada_bloqueio_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"jornada_id" bigint NOT NULL,
	"data_inicio" date NOT NULL,
	"data_fim" date NOT NULL,
	"motivo" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "jornada_situacao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jornada_situacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"permite_agendamento" boolean DEFAULT true NOT NULL,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "jornada_situacao_nome_uq" UNIQUE("cliente_id","nome")
);
--> statement-breakpoint
CREATE TABLE "servico" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "servico_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "servico_nome_uq" UNIQUE("cliente_id","nome")
);
--> statement-breakpoint
ALTER TABLE "agendamento" ADD CONSTRAINT "agendamento_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamento" ADD CONSTRAINT "agendamento_jornada_id_jornada_id_fk" FOREIGN KEY ("jornada_id") REFERENCES "public"."jornada"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamento" ADD CONSTRAINT "agendamento_paciente_id_cidadao_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."cidadao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamento" ADD CONSTRAINT "agendamento_unidade_origem_id_unidade_id_fk" FOREIGN KEY ("unidade_origem_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamento" ADD CONSTRAINT "agendamento_cancelado_por_usuario_id_fk" FOREIGN KEY ("cancelado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamento" ADD CONSTRAINT "agendamento_falta_por_usuario_id_fk" FOREIGN KEY ("falta_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jornada" ADD CONSTRAINT "jornada_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jornada" ADD CONSTRAINT "jornada_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jornada" ADD CONSTRAINT "jornada_infraestrutura_id_infraestrutura_id_fk" FOREIGN KEY ("infraestrutura_id") REFERENCES "public"."infraestrutura"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jornada" ADD CONSTRAINT "jornada_especialidade_id_especialidade_id_fk" FOREIGN KEY ("especialidade_id") REFERENCES "public"."especialidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jornada" ADD CONSTRAINT "jornada_situacao_id_jornada_situacao_id_fk" FOREIGN KEY ("situacao_id") REFERENCES "public"."jornada_situacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jornada" ADD CONSTRAINT "jornada_unidade_reservada_id_unidade_id_fk" FOREIGN KEY ("unidade_reservada_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jornada_bloqueio" ADD CONSTRAINT "jornada_bloqueio_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jornada_bloqueio" ADD CONSTRAINT "jornada_bloqueio_jornada_id_jornada_id_fk" FOREIGN KEY ("jornada_id") REFERENCES "public"."jornada"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jornada_situacao" ADD CONSTRAINT "jornada_situacao_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servico" ADD CONSTRAINT "servico_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agendamento_vaga_uq" ON "agendamento" USING btree ("jornada_id","data","hora") WHERE "agendamento"."status" <> 5;--> statement-breakpoint
CREATE INDEX "agendamento_paciente_idx" ON "agendamento" USING btree ("cliente_id","paciente_id","data");--> statement-breakpoint
CREATE INDEX "agendamento_jornada_idx" ON "agendamento" USING btree ("jornada_id","data");--> statement-breakpoint
CREATE INDEX "jornada_busca_idx" ON "jornada" USING btree ("cliente_id","modulo","unidade_id","especialidade_id");--> statement-breakpoint
CREATE INDEX "jornada_recurso_idx" ON "jornada" USING btree ("cliente_id","modulo","recurso_tipo","recurso_id");--> statement-breakpoint
CREATE INDEX "jornada_bloqueio_jornada_idx" ON "jornada_bloqueio" USING btree ("jornada_id","data_inicio");--> statement-breakpoint
CREATE INDEX "servico_cliente_idx" ON "servico" USING btree ("cliente_id");