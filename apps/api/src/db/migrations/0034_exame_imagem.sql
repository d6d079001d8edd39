CREATE TABLE "img_exame" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "img_exame_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"agendamento_id" bigint,
	"paciente_id" bigint NOT NULL,
	"unidade_id" bigint NOT NULL,
	"equipamento_id" bigint,
	"exame_id" bigint,
	"procedimento_codigo" varchar(10) NOT NULL,
	"valor" numeric(10, 2) DEFAULT '0' NOT NULL,
	"unidade_solicitante_id" bigint,
	"profissional_solicitante_id" bigint,
	"solicitante_nome" text,
	"solicitacao_origem" varchar(30) DEFAULT 'papel' NOT NULL,
	"solicitacao_id" bigint,
	"atendimento_origem_id" bigint,
	"urgente" boolean DEFAULT false NOT NULL,
	"observacao" text,
	"situacao" smallint DEFAULT 1 NOT NULL,
	"realizado_em" timestamp with time zone,
	"realizado_por" bigint,
	"cancelado_em" timestamp with time zone,
	"cancelado_por" bigint,
	"motivo_cancelamento" text,
	"reagendamentos" smallint DEFAULT 0 NOT NULL,
	"fechamento_id" bigint,
	"usuario_id" bigint NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "img_exame_situacao" CHECK ("img_exame"."situacao" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "img_cota" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "img_cota_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"competencia" varchar(7) NOT NULL,
	"modalidade" smallint,
	"unidade_solicitante_id" bigint,
	"profissional_solicitante_id" bigint,
	"quantidade" integer NOT NULL,
	"valor_teto" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "img_cota_quantidade" CHECK ("img_cota"."quantidade" >= 0),
	CONSTRAINT "img_cota_um_solicitante" CHECK (("img_cota"."unidade_solicitante_id" is null) <> ("img_cota"."profissional_solicitante_id" is null))
);
--> statement-breakpoint
CREATE TABLE "img_equipamento" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "img_equipamento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"modalidade" smallint NOT NULL,
	"unidade_id" bigint NOT NULL,
	"fabricante_modelo" text,
	"patrimonio" varchar(30),
	"ae_title" varchar(16),
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "img_equipamento_nome_uq" UNIQUE("cliente_id","nome")
);
--> statement-breakpoint
CREATE TABLE "img_alteracao_finalizado" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "img_alteracao_finalizado_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"img_exame_id" bigint NOT NULL,
	"fechamento_id" bigint NOT NULL,
	"antes" jsonb NOT NULL,
	"depois" jsonb NOT NULL,
	"motivo" text NOT NULL,
	"usuario_id" bigint NOT NULL,
	"alterado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "img_fechamento" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "img_fechamento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"unidade_id" bigint NOT NULL,
	"competencia" varchar(7) NOT NULL,
	"quantidade" integer NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"fechado_por" bigint NOT NULL,
	"fechado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "img_impressao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "img_impressao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"img_exame_id" bigint NOT NULL,
	"laudo_id" bigint NOT NULL,
	"reimpressao" boolean DEFAULT false NOT NULL,
	"usuario_id" bigint NOT NULL,
	"impresso_em" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "img_exame_anexo" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "img_exame_anexo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"img_exame_id" bigint NOT NULL,
	"nome" text NOT NULL,
	"tipo_conteudo" varchar(100) NOT NULL,
	"tamanho" integer NOT NULL,
	"conteudo" "bytea" NOT NULL,
	"usuario_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "img_laudo" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "img_laudo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"img_exame_id" bigint NOT NULL,
	"versao" smallint DEFAULT 1 NOT NULL,
	"modelo_id" bigint,
	"texto" text NOT NULL,
	"conclusao" text,
	"situacao" smallint DEFAULT 1 NOT NULL,
	"motivo_alteracao" text,
	"lancado_por" bigint NOT NULL,
	"lancado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"assinado_por" bigint,
	"assinado_em" timestamp with time zone,
	"pdf_assinado" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "img_laudo_situacao" CHECK ("img_laudo"."situacao" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "img_modelo_laudo" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "img_modelo_laudo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"modalidade" smallint,
	"exame_id" bigint,
	"texto" text NOT NULL,
	"conclusao" text,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "img_modelo_laudo_nome_uq" UNIQUE("cliente_id","nome")
);
--> statement-breakpoint
CREATE TABLE "img_parametrizacao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "img_parametrizacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"mensagem_comprovante" text,
	"cabecalho_laudo" text,
	"rodape_laudo" text,
	"prazo_laudo_dias" smallint DEFAULT 5 NOT NULL,
	"bloquear_acima_cota" boolean DEFAULT true NOT NULL,
	"imprimir_somente_assinado" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "img_parametrizacao_cliente_uq" UNIQUE("cliente_id")
);
--> statement-breakpoint
ALTER TABLE "img_exame" ADD CONSTRAINT "img_exame_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_exame" ADD CONSTRAINT "img_exame_agendamento_id_agendamento_id_fk" FOREIGN KEY ("agendamento_id") REFERENCES "public"."agendamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_exame" ADD CONSTRAINT "img_exame_paciente_id_cidadao_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."cidadao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_exame" ADD CONSTRAINT "img_exame_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_exame" ADD CONSTRAINT "img_exame_equipamento_id_img_equipamento_id_fk" FOREIGN KEY ("equipamento_id") REFERENCES "public"."img_equipamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_exame" ADD CONSTRAINT "img_exame_exame_id_exame_id_fk" FOREIGN KEY ("exame_id") REFERENCES "public"."exame"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_exame" ADD CONSTRAINT "img_exame_procedimento_codigo_procedimento_sigtap_codigo_fk" FOREIGN KEY ("procedimento_codigo") REFERENCES "public"."procedimento_sigtap"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_exame" ADD CONSTRAINT "img_exame_unidade_solicitante_id_unidade_id_fk" FOREIGN KEY ("unidade_solicitante_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_exame" ADD CONSTRAINT "img_exame_profissional_solicitante_id_usuario_id_fk" FOREIGN KEY ("profissional_solicitante_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_exame" ADD CONSTRAINT "img_exame_realizado_por_usuario_id_fk" FOREIGN KEY ("realizado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_exame" ADD CONSTRAINT "img_exame_cancelado_por_usuario_id_fk" FOREIGN KEY ("cancelado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_exame" ADD CONSTRAINT "img_exame_fechamento_id_img_fechamento_id_fk" FOREIGN KEY ("fechamento_id") REFERENCES "public"."img_fechamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_exame" ADD CONSTRAINT "img_exame_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_cota" ADD CONSTRAINT "img_cota_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_cota" ADD CONSTRAINT "img_cota_unidade_solicitante_id_unidade_id_fk" FOREIGN KEY ("unidade_solicitante_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_cota" ADD CONSTRAINT "img_cota_profissional_solicitante_id_usuario_id_fk" FOREIGN KEY ("profissional_solicitante_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_equipamento" ADD CONSTRAINT "img_equipamento_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_equipamento" ADD CONSTRAINT "img_equipamento_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_alteracao_finalizado" ADD CONSTRAINT "img_alteracao_finalizado_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_alteracao_finalizado" ADD CONSTRAINT "img_alteracao_finalizado_fechamento_id_img_fechamento_id_fk" FOREIGN KEY ("fechamento_id") REFERENCES "public"."img_fechamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_alteracao_finalizado" ADD CONSTRAINT "img_alteracao_finalizado_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_fechamento" ADD CONSTRAINT "img_fechamento_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_fechamento" ADD CONSTRAINT "img_fechamento_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_fechamento" ADD CONSTRAINT "img_fechamento_fechado_por_usuario_id_fk" FOREIGN KEY ("fechado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_impressao" ADD CONSTRAINT "img_impressao_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_impressao" ADD CONSTRAINT "img_impressao_img_exame_id_img_exame_id_fk" FOREIGN KEY ("img_exame_id") REFERENCES "public"."img_exame"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_impressao" ADD CONSTRAINT "img_impressao_laudo_id_img_laudo_id_fk" FOREIGN KEY ("laudo_id") REFERENCES "public"."img_laudo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_impressao" ADD CONSTRAINT "img_impressao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_exame_anexo" ADD CONSTRAINT "img_exame_anexo_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_exame_anexo" ADD CONSTRAINT "img_exame_anexo_img_exame_id_img_exame_id_fk" FOREIGN KEY ("img_exame_id") REFERENCES "public"."img_exame"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_exame_anexo" ADD CONSTRAINT "img_exame_anexo_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_laudo" ADD CONSTRAINT "img_laudo_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_laudo" ADD CONSTRAINT "img_laudo_img_exame_id_img_exame_id_fk" FOREIGN KEY ("img_exame_id") REFERENCES "public"."img_exame"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_laudo" ADD CONSTRAINT "img_laudo_modelo_id_img_modelo_laudo_id_fk" FOREIGN KEY ("modelo_id") REFERENCES "public"."img_modelo_laudo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_laudo" ADD CONSTRAINT "img_laudo_lancado_por_usuario_id_fk" FOREIGN KEY ("lancado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_laudo" ADD CONSTRAINT "img_laudo_assinado_por_usuario_id_fk" FOREIGN KEY ("assinado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_modelo_laudo" ADD CONSTRAINT "img_modelo_laudo_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_modelo_laudo" ADD CONSTRAINT "img_modelo_laudo_exame_id_exame_id_fk" FOREIGN KEY ("exame_id") REFERENCES "public"."exame"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "img_parametrizacao" ADD CONSTRAINT "img_parametrizacao_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "img_exame_agendamento_uq" ON "img_exame" USING btree ("agendamento_id");--> statement-breakpoint
CREATE UNIQUE INDEX "img_exame_solicitacao_uq" ON "img_exame" USING btree ("cliente_id","solicitacao_origem","solicitacao_id") WHERE "img_exame"."solicitacao_id" is not null and "img_exame"."situacao" <> 5;--> statement-breakpoint
CREATE INDEX "img_exame_paciente_idx" ON "img_exame" USING btree ("cliente_id","paciente_id");--> statement-breakpoint
CREATE INDEX "img_exame_situacao_idx" ON "img_exame" USING btree ("cliente_id","situacao","unidade_id");--> statement-breakpoint
CREATE INDEX "img_exame_fechamento_idx" ON "img_exame" USING btree ("fechamento_id");--> statement-breakpoint
CREATE UNIQUE INDEX "img_cota_uq" ON "img_cota" USING btree ("cliente_id","competencia",coalesce("modalidade", 0),coalesce("unidade_solicitante_id", 0),coalesce("profissional_solicitante_id", 0));--> statement-breakpoint
CREATE INDEX "img_equipamento_unidade_idx" ON "img_equipamento" USING btree ("cliente_id","unidade_id");--> statement-breakpoint
CREATE INDEX "img_alteracao_finalizado_exame_idx" ON "img_alteracao_finalizado" USING btree ("img_exame_id");--> statement-breakpoint
CREATE UNIQUE INDEX "img_fechamento_uq" ON "img_fechamento" USING btree ("cliente_id","unidade_id","competencia");--> statement-breakpoint
CREATE INDEX "img_impressao_exame_idx" ON "img_impressao" USING btree ("img_exame_id");--> statement-breakpoint
CREATE INDEX "img_impressao_data_idx" ON "img_impressao" USING btree ("cliente_id","impresso_em");--> statement-breakpoint
CREATE INDEX "img_exame_anexo_exame_idx" ON "img_exame_anexo" USING btree ("img_exame_id");--> statement-breakpoint
CREATE UNIQUE INDEX "img_laudo_versao_uq" ON "img_laudo" USING btree ("img_exame_id","versao");--> statement-breakpoint
CREATE UNIQUE INDEX "img_laudo_vigente_uq" ON "img_laudo" USING btree ("img_exame_id") WHERE "img_laudo"."situacao" <> 3;--> statement-breakpoint
CREATE INDEX "img_laudo_situacao_idx" ON "img_laudo" USING btree ("cliente_id","situacao","lancado_em");--> statement-breakpoint
CREATE INDEX "img_modelo_laudo_exame_idx" ON "img_modelo_laudo" USING btree ("cliente_id","exame_id");