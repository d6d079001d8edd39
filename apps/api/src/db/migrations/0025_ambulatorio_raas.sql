CREATE TABLE "almoxarifado_baixa" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "almoxarifado_baixa_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"centro_custo_id" bigint NOT NULL,
	"data" date NOT NULL,
	"material_id" bigint NOT NULL,
	"lote_id" bigint NOT NULL,
	"quantidade" integer NOT NULL,
	"custo_unitario" numeric(14, 4) DEFAULT '0' NOT NULL,
	"motivo_baixa_id" bigint NOT NULL,
	"observacao" text,
	"movimento_id" bigint,
	"situacao" smallint DEFAULT 1 NOT NULL,
	"motivo_estorno" text,
	"estornado_em" timestamp with time zone,
	"estornado_por" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "almoxarifado_baixa_quantidade_ck" CHECK ("almoxarifado_baixa"."quantidade" > 0),
	CONSTRAINT "almoxarifado_baixa_situacao_ck" CHECK ("almoxarifado_baixa"."situacao" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "almoxarifado_requisicao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "almoxarifado_requisicao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"centro_custo_requisitante_id" bigint NOT NULL,
	"centro_custo_almoxarifado_id" bigint NOT NULL,
	"periodo_id" bigint NOT NULL,
	"data" date NOT NULL,
	"observacao" text,
	"situacao" smallint DEFAULT 1 NOT NULL,
	"motivo_situacao" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "almoxarifado_requisicao_situacao_ck" CHECK ("almoxarifado_requisicao"."situacao" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "almoxarifado_requisicao_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "almoxarifado_requisicao_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"requisicao_id" bigint NOT NULL,
	"material_id" bigint NOT NULL,
	"quantidade_solicitada" integer NOT NULL,
	"quantidade_atendida" integer DEFAULT 0 NOT NULL,
	"situacao" smallint DEFAULT 1 NOT NULL,
	"avaliacao" smallint,
	"avaliado_em" timestamp with time zone,
	"avaliado_por" bigint,
	"motivo_recusa" text,
	CONSTRAINT "almoxarifado_requisicao_item_qtd_ck" CHECK ("almoxarifado_requisicao_item"."quantidade_solicitada" > 0 and "almoxarifado_requisicao_item"."quantidade_atendida" between 0 and "almoxarifado_requisicao_item"."quantidade_solicitada"),
	CONSTRAINT "almoxarifado_requisicao_item_situacao_ck" CHECK ("almoxarifado_requisicao_item"."situacao" between 1 and 3 and coalesce("almoxarifado_requisicao_item"."avaliacao", 1) in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "almoxarifado_requisicao_suprimento" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "almoxarifado_requisicao_suprimento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"requisicao_id" bigint NOT NULL,
	"data" date NOT NULL,
	"situacao" smallint DEFAULT 1 NOT NULL,
	"motivo_estorno" text,
	"estornado_em" timestamp with time zone,
	"estornado_por" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "almoxarifado_requisicao_suprimento_situacao_ck" CHECK ("almoxarifado_requisicao_suprimento"."situacao" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "almoxarifado_requisicao_suprimento_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "almoxarifado_requisicao_suprimento_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"suprimento_id" bigint NOT NULL,
	"requisicao_item_id" bigint NOT NULL,
	"material_id" bigint NOT NULL,
	"lote_id" bigint NOT NULL,
	"quantidade" integer NOT NULL,
	"custo_unitario" numeric(14, 4) DEFAULT '0' NOT NULL,
	"movimento_id" bigint,
	CONSTRAINT "almoxarifado_requisicao_suprimento_item_qtd_ck" CHECK ("almoxarifado_requisicao_suprimento_item"."quantidade" > 0)
);
--> statement-breakpoint
CREATE TABLE "almoxarifado_material_permitido" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "almoxarifado_material_permitido_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"centro_custo_id" bigint NOT NULL,
	"material_id" bigint NOT NULL,
	"origem" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "almoxarifado_material_permitido_uq" UNIQUE("centro_custo_id","material_id"),
	CONSTRAINT "almoxarifado_material_permitido_origem_ck" CHECK ("almoxarifado_material_permitido"."origem" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "almoxarifado_requisicao_periodo" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "almoxarifado_requisicao_periodo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"centro_custo_requisitante_id" bigint NOT NULL,
	"centro_custo_almoxarifado_id" bigint NOT NULL,
	"data_abertura" date NOT NULL,
	"data_fechamento" date NOT NULL,
	"observacao" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "almoxarifado_requisicao_periodo_datas_ck" CHECK ("almoxarifado_requisicao_periodo"."data_fechamento" >= "almoxarifado_requisicao_periodo"."data_abertura")
);
--> statement-breakpoint
CREATE TABLE "ambulatorio_requisicao_exame" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ambulatorio_requisicao_exame_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"ambulatorio_atendimento_id" bigint NOT NULL,
	"formulario" varchar(40) NOT NULL,
	"dados" jsonb NOT NULL,
	"usuario_id" bigint NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "raas_psicossocial" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "raas_psicossocial_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"unidade_id" bigint NOT NULL,
	"cnes" varchar(7) NOT NULL,
	"competencia" varchar(6) NOT NULL,
	"paciente_id" bigint NOT NULL,
	"paciente_cns" varchar(15) NOT NULL,
	"paciente_nome" text NOT NULL,
	"paciente_nascimento" date NOT NULL,
	"paciente_sexo" varchar(1) NOT NULL,
	"paciente_raca_cor" varchar(2) NOT NULL,
	"paciente_municipio_id" integer NOT NULL,
	"data_inicio" date NOT NULL,
	"origem" varchar(2) NOT NULL,
	"caps_tipo" varchar(3) NOT NULL,
	"cobertura_esf" boolean DEFAULT false NOT NULL,
	"cnes_esf" varchar(7),
	"cid_principal" varchar(4) NOT NULL,
	"cids_secundarios" varchar(4)[] DEFAULT '{}'::varchar[] NOT NULL,
	"cid_causa_associada" varchar(4),
	"destino" varchar(2) NOT NULL,
	"data_saida" date,
	"situacao_rua" boolean DEFAULT false NOT NULL,
	"uso_alcool" boolean DEFAULT false NOT NULL,
	"uso_crack" boolean DEFAULT false NOT NULL,
	"uso_outras_drogas" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "raas_psicossocial_competencia_ck" CHECK ("raas_psicossocial"."competencia" ~ '^[0-9]{4}(0[1-9]|1[0-2])$'),
	CONSTRAINT "raas_psicossocial_sexo_ck" CHECK ("raas_psicossocial"."paciente_sexo" in ('M', 'F'))
);
--> statement-breakpoint
CREATE TABLE "raas_psicossocial_acao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "raas_psicossocial_acao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"raas_id" bigint NOT NULL,
	"paciente_id" bigint NOT NULL,
	"procedimento_codigo" varchar(10) NOT NULL,
	"profissional_id" bigint NOT NULL,
	"cbo" varchar(6) NOT NULL,
	"data" date NOT NULL,
	"quantidade" smallint NOT NULL,
	"local" varchar(1) NOT NULL,
	"ordem" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "raas_psicossocial_acao_quantidade_ck" CHECK ("raas_psicossocial_acao"."quantidade" > 0)
);
--> statement-breakpoint
ALTER TABLE "ambulatorio_receita" ADD COLUMN "justificativa" text;--> statement-breakpoint
ALTER TABLE "almoxarifado_baixa" ADD CONSTRAINT "almoxarifado_baixa_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_baixa" ADD CONSTRAINT "almoxarifado_baixa_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_baixa" ADD CONSTRAINT "almoxarifado_baixa_material_id_material_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."material"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_baixa" ADD CONSTRAINT "almoxarifado_baixa_lote_id_estoque_lote_id_fk" FOREIGN KEY ("lote_id") REFERENCES "public"."estoque_lote"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_baixa" ADD CONSTRAINT "almoxarifado_baixa_motivo_baixa_id_motivo_baixa_id_fk" FOREIGN KEY ("motivo_baixa_id") REFERENCES "public"."motivo_baixa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_baixa" ADD CONSTRAINT "almoxarifado_baixa_movimento_id_estoque_movimento_id_fk" FOREIGN KEY ("movimento_id") REFERENCES "public"."estoque_movimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_requisicao" ADD CONSTRAINT "almoxarifado_requisicao_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_requisicao" ADD CONSTRAINT "almoxarifado_requisicao_centro_custo_requisitante_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_requisitante_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_requisicao" ADD CONSTRAINT "almoxarifado_requisicao_centro_custo_almoxarifado_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_almoxarifado_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_requisicao" ADD CONSTRAINT "almoxarifado_requisicao_periodo_id_almoxarifado_requisicao_periodo_id_fk" FOREIGN KEY ("periodo_id") REFERENCES "public"."almoxarifado_requisicao_periodo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_requisicao_item" ADD CONSTRAINT "almoxarifado_requisicao_item_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_requisicao_item" ADD CONSTRAINT "almoxarifado_requisicao_item_requisicao_id_almoxarifado_requisicao_id_fk" FOREIGN KEY ("requisicao_id") REFERENCES "public"."almoxarifado_requisicao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_requisicao_item" ADD CONSTRAINT "almoxarifado_requisicao_item_material_id_material_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."material"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_requisicao_suprimento" ADD CONSTRAINT "almoxarifado_requisicao_suprimento_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_requisicao_suprimento" ADD CONSTRAINT "almoxarifado_requisicao_suprimento_requisicao_id_almoxarifado_requisicao_id_fk" FOREIGN KEY ("requisicao_id") REFERENCES "public"."almoxarifado_requisicao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_requisicao_suprimento_item" ADD CONSTRAINT "almoxarifado_requisicao_suprimento_item_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_requisicao_suprimento_item" ADD CONSTRAINT "almoxarifado_requisicao_suprimento_item_suprimento_id_almoxarifado_requisicao_suprimento_id_fk" FOREIGN KEY ("suprimento_id") REFERENCES "public"."almoxarifado_requisicao_suprimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_requisicao_suprimento_item" ADD CONSTRAINT "almoxarifado_requisicao_suprimento_item_requisicao_item_id_almoxarifado_requisicao_item_id_fk" FOREIGN KEY ("requisicao_item_id") REFERENCES "public"."almoxarifado_requisicao_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_requisicao_suprimento_item" ADD CONSTRAINT "almoxarifado_requisicao_suprimento_item_material_id_material_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."material"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_requisicao_suprimento_item" ADD CONSTRAINT "almoxarifado_requisicao_suprimento_item_lote_id_estoque_lote_id_fk" FOREIGN KEY ("lote_id") REFERENCES "public"."estoque_lote"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_requisicao_suprimento_item" ADD CONSTRAINT "almoxarifado_requisicao_suprimento_item_movimento_id_estoque_movimento_id_fk" FOREIGN KEY ("movimento_id") REFERENCES "public"."estoque_movimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_material_permitido" ADD CONSTRAINT "almoxarifado_material_permitido_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_material_permitido" ADD CONSTRAINT "almoxarifado_material_permitido_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_material_permitido" ADD CONSTRAINT "almoxarifado_material_permitido_material_id_material_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."material"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_requisicao_periodo" ADD CONSTRAINT "almoxarifado_requisicao_periodo_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_requisicao_periodo" ADD CONSTRAINT "almoxarifado_requisicao_periodo_centro_custo_requisitante_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_requisitante_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "almoxarifado_requisicao_periodo" ADD CONSTRAINT "almoxarifado_requisicao_periodo_centro_custo_almoxarifado_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_almoxarifado_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_requisicao_exame" ADD CONSTRAINT "ambulatorio_requisicao_exame_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_requisicao_exame" ADD CONSTRAINT "ambulatorio_requisicao_exame_ambulatorio_atendimento_id_ambulatorio_atendimento_id_fk" FOREIGN KEY ("ambulatorio_atendimento_id") REFERENCES "public"."ambulatorio_atendimento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulatorio_requisicao_exame" ADD CONSTRAINT "ambulatorio_requisicao_exame_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raas_psicossocial" ADD CONSTRAINT "raas_psicossocial_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raas_psicossocial" ADD CONSTRAINT "raas_psicossocial_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raas_psicossocial" ADD CONSTRAINT "raas_psicossocial_paciente_id_cidadao_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."cidadao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raas_psicossocial" ADD CONSTRAINT "raas_psicossocial_paciente_municipio_id_municipio_id_fk" FOREIGN KEY ("paciente_municipio_id") REFERENCES "public"."municipio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raas_psicossocial" ADD CONSTRAINT "raas_psicossocial_cid_principal_cid_codigo_fk" FOREIGN KEY ("cid_principal") REFERENCES "public"."cid"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raas_psicossocial" ADD CONSTRAINT "raas_psicossocial_cid_causa_associada_cid_codigo_fk" FOREIGN KEY ("cid_causa_associada") REFERENCES "public"."cid"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raas_psicossocial_acao" ADD CONSTRAINT "raas_psicossocial_acao_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raas_psicossocial_acao" ADD CONSTRAINT "raas_psicossocial_acao_raas_id_raas_psicossocial_id_fk" FOREIGN KEY ("raas_id") REFERENCES "public"."raas_psicossocial"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raas_psicossocial_acao" ADD CONSTRAINT "raas_psicossocial_acao_paciente_id_cidadao_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."cidadao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raas_psicossocial_acao" ADD CONSTRAINT "raas_psicossocial_acao_procedimento_codigo_procedimento_sigtap_codigo_fk" FOREIGN KEY ("procedimento_codigo") REFERENCES "public"."procedimento_sigtap"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raas_psicossocial_acao" ADD CONSTRAINT "raas_psicossocial_acao_profissional_id_usuario_id_fk" FOREIGN KEY ("profissional_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "almoxarifado_baixa_centro_idx" ON "almoxarifado_baixa" USING btree ("cliente_id","centro_custo_id","data");--> statement-breakpoint
CREATE INDEX "almoxarifado_baixa_material_idx" ON "almoxarifado_baixa" USING btree ("cliente_id","material_id","lote_id");--> statement-breakpoint
CREATE INDEX "almoxarifado_requisicao_almoxarifado_idx" ON "almoxarifado_requisicao" USING btree ("cliente_id","centro_custo_almoxarifado_id","situacao","data");--> statement-breakpoint
CREATE INDEX "almoxarifado_requisicao_setor_idx" ON "almoxarifado_requisicao" USING btree ("cliente_id","centro_custo_requisitante_id","data");--> statement-breakpoint
CREATE INDEX "almoxarifado_requisicao_por_periodo_idx" ON "almoxarifado_requisicao" USING btree ("periodo_id");--> statement-breakpoint
CREATE INDEX "almoxarifado_requisicao_item_idx" ON "almoxarifado_requisicao_item" USING btree ("requisicao_id");--> statement-breakpoint
CREATE INDEX "almoxarifado_requisicao_item_situacao_idx" ON "almoxarifado_requisicao_item" USING btree ("cliente_id","situacao");--> statement-breakpoint
CREATE INDEX "almoxarifado_requisicao_suprimento_idx" ON "almoxarifado_requisicao_suprimento" USING btree ("requisicao_id");--> statement-breakpoint
CREATE INDEX "almoxarifado_requisicao_suprimento_item_idx" ON "almoxarifado_requisicao_suprimento_item" USING btree ("suprimento_id");--> statement-breakpoint
CREATE INDEX "almoxarifado_requisicao_suprimento_item_req_idx" ON "almoxarifado_requisicao_suprimento_item" USING btree ("requisicao_item_id");--> statement-breakpoint
CREATE INDEX "almoxarifado_material_permitido_material_idx" ON "almoxarifado_material_permitido" USING btree ("cliente_id","material_id");--> statement-breakpoint
CREATE INDEX "almoxarifado_requisicao_periodo_idx" ON "almoxarifado_requisicao_periodo" USING btree ("cliente_id","centro_custo_almoxarifado_id","centro_custo_requisitante_id","data_abertura");--> statement-breakpoint
CREATE INDEX "almoxarifado_requisicao_periodo_setor_idx" ON "almoxarifado_requisicao_periodo" USING btree ("cliente_id","centro_custo_requisitante_id","data_fechamento");--> statement-breakpoint
CREATE INDEX "ambulatorio_requisicao_exame_atendimento_idx" ON "ambulatorio_requisicao_exame" USING btree ("ambulatorio_atendimento_id");--> statement-breakpoint
CREATE UNIQUE INDEX "raas_psicossocial_paciente_uq" ON "raas_psicossocial" USING btree ("cliente_id","unidade_id","competencia","paciente_id");--> statement-breakpoint
CREATE INDEX "raas_psicossocial_competencia_idx" ON "raas_psicossocial" USING btree ("cliente_id","competencia");--> statement-breakpoint
CREATE INDEX "raas_psicossocial_paciente_idx" ON "raas_psicossocial" USING btree ("paciente_id");--> statement-breakpoint
CREATE INDEX "raas_psicossocial_acao_raas_idx" ON "raas_psicossocial_acao" USING btree ("raas_id","ordem");--> statement-breakpoint
ALTER TABLE "ambulatorio_exame_solicitado" DROP COLUMN "requisicao";