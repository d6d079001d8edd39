CREATE TABLE "ambulatorio_atendimento" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ambulatorio_atendimento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"atendimento_ambulatorial_id" bigint NOT NULL,
	"paciente_id" bigint NOT NULL,
	"unidade_id" bigint NOT NULL,
	"infraestrutura_id" bigint NOT NULL,
	"especialidade_id" bigint,
	"agendamento_id" bigint,
	"usuario_id" bigint NOT NULL,
	"ocupacao_codigo" varchar(6),
	"subjetivo" text,
	"objetivo" text,
	"avaliacao" text,
	"plano" text,
	"gestacao" smallint,
	"dum" date,
	"usg_data" date,
	"usg_semanas" smallint,
	"usg_dias" smallint,
	"status" smallint DEFAULT 1 NOT NULL,
	"finalizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"procedimento_codigo" varchar(10),
	"fechado_em" timestamp with time zone,
	"fechado_por" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "ambulatorio_atendimento_status_ck" CHECK ("ambulatorio_atendimento"."status" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "ambulatorio_atendimento_alteracao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ambulatorio_atendimento_alteracao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"ambulatorio_atendimento_id" bigint NOT NULL,
	"usuario_id" bigint NOT NULL,
	"motivo" text NOT NULL,
	"status_anterior" smallint NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "ambulatorio_diagnostico" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ambulatorio_diagnostico_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"ambulatorio_atendimento_id" bigint NOT NULL,
	"cid_codigo" varchar(4),
	"ciap_codigo" varchar(3),
	"principal" smallint DEFAULT 0 NOT NULL,
	"situacao" smallint DEFAULT 1 NOT NULL,
	"inicio_data" date,
	"fim_data" date,
	"observacao" text,
	"incluir_lista_paciente" smallint DEFAULT 0 NOT NULL,
	"paciente_problema_id" bigint,
	CONSTRAINT "ambulatorio_diagnostico_codigo_ck" CHECK ("ambulatorio_diagnostico"."cid_codigo" is not null or "ambulatorio_diagnostico"."ciap_codigo" is not null)
);
--> statement-breakpoint
CREATE TABLE "ambulatorio_documento" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ambulatorio_documento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"ambulatorio_atendimento_id" bigint NOT NULL,
	"tipo" smallint NOT NULL,
	"dias" integer,
	"data_inicio" date,
	"hora_inicio" time,
	"hora_fim" time,
	"acompanhante" text,
	"cid_codigo" varchar(4),
	"especialidade_id" bigint,
	"destino" text,
	"texto" text,
	"usuario_id" bigint NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "ambulatorio_documento_tipo_ck" CHECK ("ambulatorio_documento"."tipo" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "ambulatorio_documento_assinado" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ambulatorio_documento_assinado_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"ambulatorio_atendimento_id" bigint NOT NULL,
	"tipo" varchar(60) NOT NULL,
	"referencia_id" bigint NOT NULL,
	"usuario_id" bigint NOT NULL,
	"assinatura_documento_id" bigint,
	"nome_arquivo" text NOT NULL,
	"conteudo" "bytea" NOT NULL,
	"assinado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "ambulatorio_exame_solicitado" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ambulatorio_exame_solicitado_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"ambulatorio_atendimento_id" bigint NOT NULL,
	"paciente_id" bigint NOT NULL,
	"exame_id" bigint NOT NULL,
	"procedimento_codigo" varchar(10) NOT NULL,
	"quantidade" smallint DEFAULT 1 NOT NULL,
	"justificativa" text,
	"requisicao" varchar(40) DEFAULT 'SOLICITACAO' NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "ambulatorio_receita" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ambulatorio_receita_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"ambulatorio_atendimento_id" bigint NOT NULL,
	"tipo" smallint NOT NULL,
	"numero_notificacao" varchar(20),
	"usuario_id" bigint NOT NULL,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "ambulatorio_receita_tipo_ck" CHECK ("ambulatorio_receita"."tipo" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "ambulatorio_receita_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ambulatorio_receita_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"receita_id" bigint NOT NULL,
	"medicamento_id" bigint,
	"descricao" text NOT NULL,
	"quantidade" varchar(60) NOT NULL,
	"posologia" text NOT NULL,
	"uso_continuo" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paciente_problema" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "paciente_problema_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"paciente_id" bigint NOT NULL,
	"cid_codigo" varchar(4),
	"ciap_codigo" varchar(3),
	"situacao" smallint NOT NULL,
	"inicio_data" date,
	"fim_data" date,
	"observacao" text,
	"origem" varchar(30),
	"origem_id" bigint,
	"usuario_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "paciente_problema_codigo_ck" CHECK ("paciente_problema"."cid_codigo" is not null or "paciente_problema"."ciap_codigo" is not null),
	CONSTRAINT "paciente_problema_situacao_ck" CHECK ("paciente_problema"."situacao" between 1 and 3),
	CONSTRAINT "paciente_problema_periodo_ck" CHECK ("paciente_problema"."fim_data" is null or "paciente_problema"."inicio_data" is null or "paciente_problema"."fim_data" >= "paciente_problema"."inicio_data")
);
--> statement-breakpoint
ALTER TABLE "exame" ADD COLUMN "validade_dias" smallint;--> statement-breakpoint
ALTER TABLE "ambulatorio_atendimento" ADD CONSTRAINT "ambulatorio_atendimento_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_atendimento" ADD CONSTRAINT "ambulatorio_atendimento_atendimento_ambulatorial_id_atendimento_ambulatorial_id_fk" FOREIGN KEY ("atendimento_ambulatorial_id") REFERENCES "public"."atendimento_ambulatorial"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_atendimento" ADD CONSTRAINT "ambulatorio_atendimento_paciente_id_cidadao_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."cidadao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_atendimento" ADD CONSTRAINT "ambulatorio_atendimento_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_atendimento" ADD CONSTRAINT "ambulatorio_atendimento_infraestrutura_id_infraestrutura_id_fk" FOREIGN KEY ("infraestrutura_id") REFERENCES "public"."infraestrutura"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_atendimento" ADD CONSTRAINT "ambulatorio_atendimento_especialidade_id_especialidade_id_fk" FOREIGN KEY ("especialidade_id") REFERENCES "public"."especialidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_atendimento" ADD CONSTRAINT "ambulatorio_atendimento_agendamento_id_agendamento_id_fk" FOREIGN KEY ("agendamento_id") REFERENCES "public"."agendamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_atendimento" ADD CONSTRAINT "ambulatorio_atendimento_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_atendimento" ADD CONSTRAINT "ambulatorio_atendimento_procedimento_codigo_procedimento_sigtap_codigo_fk" FOREIGN KEY ("procedimento_codigo") REFERENCES "public"."procedimento_sigtap"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_atendimento" ADD CONSTRAINT "ambulatorio_atendimento_fechado_por_usuario_id_fk" FOREIGN KEY ("fechado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_atendimento_alteracao" ADD CONSTRAINT "ambulatorio_atendimento_alteracao_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_atendimento_alteracao" ADD CONSTRAINT "ambulatorio_atendimento_alteracao_ambulatorio_atendimento_id_ambulatorio_atendimento_id_fk" FOREIGN KEY ("ambulatorio_atendimento_id") REFERENCES "public"."ambulatorio_atendimento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_atendimento_alteracao" ADD CONSTRAINT "ambulatorio_atendimento_alteracao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_diagnostico" ADD CONSTRAINT "ambulatorio_diagnostico_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_diagnostico" ADD CONSTRAINT "ambulatorio_diagnostico_ambulatorio_atendimento_id_ambulatorio_atendimento_id_fk" FOREIGN KEY ("ambulatorio_atendimento_id") REFERENCES "public"."ambulatorio_atendimento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_diagnostico" ADD CONSTRAINT "ambulatorio_diagnostico_cid_codigo_cid_codigo_fk" FOREIGN KEY ("cid_codigo") REFERENCES "public"."cid"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_diagnostico" ADD CONSTRAINT "ambulatorio_diagnostico_ciap_codigo_ciap_codigo_fk" FOREIGN KEY ("ciap_codigo") REFERENCES "public"."ciap"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_diagnostico" ADD CONSTRAINT "ambulatorio_diagnostico_paciente_problema_id_paciente_problema_id_fk" FOREIGN KEY ("paciente_problema_id") REFERENCES "public"."paciente_problema"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_documento" ADD CONSTRAINT "ambulatorio_documento_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_documento" ADD CONSTRAINT "ambulatorio_documento_ambulatorio_atendimento_id_ambulatorio_atendimento_id_fk" FOREIGN KEY ("ambulatorio_atendimento_id") REFERENCES "public"."ambulatorio_atendimento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_documento" ADD CONSTRAINT "ambulatorio_documento_cid_codigo_cid_codigo_fk" FOREIGN KEY ("cid_codigo") REFERENCES "public"."cid"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_documento" ADD CONSTRAINT "ambulatorio_documento_especialidade_id_especialidade_id_fk" FOREIGN KEY ("especialidade_id") REFERENCES "public"."especialidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_documento" ADD CONSTRAINT "ambulatorio_documento_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_documento_assinado" ADD CONSTRAINT "ambulatorio_documento_assinado_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_documento_assinado" ADD CONSTRAINT "ambulatorio_documento_assinado_ambulatorio_atendimento_id_ambulatorio_atendimento_id_fk" FOREIGN KEY ("ambulatorio_atendimento_id") REFERENCES "public"."ambulatorio_atendimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_documento_assinado" ADD CONSTRAINT "ambulatorio_documento_assinado_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_documento_assinado" ADD CONSTRAINT "ambulatorio_documento_assinado_assinatura_documento_id_assinatura_documento_id_fk" FOREIGN KEY ("assinatura_documento_id") REFERENCES "public"."assinatura_documento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_exame_solicitado" ADD CONSTRAINT "ambulatorio_exame_solicitado_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_exame_solicitado" ADD CONSTRAINT "ambulatorio_exame_solicitado_ambulatorio_atendimento_id_ambulatorio_atendimento_id_fk" FOREIGN KEY ("ambulatorio_atendimento_id") REFERENCES "public"."ambulatorio_atendimento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_exame_solicitado" ADD CONSTRAINT "ambulatorio_exame_solicitado_paciente_id_cidadao_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."cidadao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_exame_solicitado" ADD CONSTRAINT "ambulatorio_exame_solicitado_exame_id_exame_id_fk" FOREIGN KEY ("exame_id") REFERENCES "public"."exame"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_exame_solicitado" ADD CONSTRAINT "ambulatorio_exame_solicitado_procedimento_codigo_procedimento_sigtap_codigo_fk" FOREIGN KEY ("procedimento_codigo") REFERENCES "public"."procedimento_sigtap"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_receita" ADD CONSTRAINT "ambulatorio_receita_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_receita" ADD CONSTRAINT "ambulatorio_receita_ambulatorio_atendimento_id_ambulatorio_atendimento_id_fk" FOREIGN KEY ("ambulatorio_atendimento_id") REFERENCES "public"."ambulatorio_atendimento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_receita" ADD CONSTRAINT "ambulatorio_receita_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_receita_item" ADD CONSTRAINT "ambulatorio_receita_item_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_receita_item" ADD CONSTRAINT "ambulatorio_receita_item_receita_id_ambulatorio_receita_id_fk" FOREIGN KEY ("receita_id") REFERENCES "public"."ambulatorio_receita"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_receita_item" ADD CONSTRAINT "ambulatorio_receita_item_medicamento_id_medicamento_id_fk" FOREIGN KEY ("medicamento_id") REFERENCES "public"."medicamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paciente_problema" ADD CONSTRAINT "paciente_problema_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paciente_problema" ADD CONSTRAINT "paciente_problema_paciente_id_cidadao_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."cidadao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paciente_problema" ADD CONSTRAINT "paciente_problema_cid_codigo_cid_codigo_fk" FOREIGN KEY ("cid_codigo") REFERENCES "public"."cid"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paciente_problema" ADD CONSTRAINT "paciente_problema_ciap_codigo_ciap_codigo_fk" FOREIGN KEY ("ciap_codigo") REFERENCES "public"."ciap"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paciente_problema" ADD CONSTRAINT "paciente_problema_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ambulatorio_atendimento_chegada_uq" ON "ambulatorio_atendimento" USING btree ("atendimento_ambulatorial_id");--> statement-breakpoint
CREATE INDEX "ambulatorio_atendimento_usuario_idx" ON "ambulatorio_atendimento" USING btree ("cliente_id","usuario_id","finalizado_em");--> statement-breakpoint
CREATE INDEX "ambulatorio_atendimento_unidade_idx" ON "ambulatorio_atendimento" USING btree ("cliente_id","unidade_id","finalizado_em");--> statement-breakpoint
CREATE INDEX "ambulatorio_atendimento_paciente_idx" ON "ambulatorio_atendimento" USING btree ("paciente_id","finalizado_em");--> statement-breakpoint
CREATE INDEX "ambulatorio_atendimento_alteracao_idx" ON "ambulatorio_atendimento_alteracao" USING btree ("ambulatorio_atendimento_id","criado_em");--> statement-breakpoint
CREATE UNIQUE INDEX "ambulatorio_diagnostico_cid_uq" ON "ambulatorio_diagnostico" USING btree ("ambulatorio_atendimento_id","cid_codigo") WHERE "ambulatorio_diagnostico"."cid_codigo" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ambulatorio_diagnostico_ciap_uq" ON "ambulatorio_diagnostico" USING btree ("ambulatorio_atendimento_id","ciap_codigo") WHERE "ambulatorio_diagnostico"."ciap_codigo" is not null;--> statement-breakpoint
CREATE INDEX "ambulatorio_diagnostico_cid_idx" ON "ambulatorio_diagnostico" USING btree ("cliente_id","cid_codigo");--> statement-breakpoint
CREATE INDEX "ambulatorio_documento_atendimento_idx" ON "ambulatorio_documento" USING btree ("ambulatorio_atendimento_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ambulatorio_documento_assinado_uq" ON "ambulatorio_documento_assinado" USING btree ("cliente_id","tipo","referencia_id");--> statement-breakpoint
CREATE INDEX "ambulatorio_documento_assinado_atendimento_idx" ON "ambulatorio_documento_assinado" USING btree ("ambulatorio_atendimento_id");--> statement-breakpoint
CREATE INDEX "ambulatorio_exame_solicitado_atendimento_idx" ON "ambulatorio_exame_solicitado" USING btree ("ambulatorio_atendimento_id");--> statement-breakpoint
CREATE INDEX "ambulatorio_exame_solicitado_paciente_idx" ON "ambulatorio_exame_solicitado" USING btree ("cliente_id","paciente_id","exame_id","criado_em");--> statement-breakpoint
CREATE INDEX "ambulatorio_receita_atendimento_idx" ON "ambulatorio_receita" USING btree ("ambulatorio_atendimento_id");--> statement-breakpoint
CREATE INDEX "ambulatorio_receita_item_receita_idx" ON "ambulatorio_receita_item" USING btree ("receita_id");--> statement-breakpoint
CREATE INDEX "paciente_problema_paciente_idx" ON "paciente_problema" USING btree ("cliente_id","paciente_id");