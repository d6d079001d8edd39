CREATE TABLE "farmacia_processo_alto_custo" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "farmacia_processo_alto_custo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"centro_custo_id" bigint NOT NULL,
	"paciente_id" bigint NOT NULL,
	"medicamento_id" bigint,
	"material_id" bigint NOT NULL,
	"cid_codigo" varchar(4) NOT NULL,
	"medico_nome" text NOT NULL,
	"medico_cns" varchar(15),
	"medico_conselho" varchar(30),
	"data_solicitacao" date NOT NULL,
	"validade_inicio" date NOT NULL,
	"validade_fim" date NOT NULL,
	"quantidade_mes1" integer NOT NULL,
	"quantidade_mes2" integer NOT NULL,
	"quantidade_mes3" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"motivo_status" text,
	"status_em" timestamp with time zone,
	"status_por" bigint,
	"renovacao_de_id" bigint,
	"numero_lme" varchar(30),
	"observacao" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "farmacia_processo_alto_custo_status_ck" CHECK ("farmacia_processo_alto_custo"."status" between 1 and 5),
	CONSTRAINT "farmacia_processo_alto_custo_qtd_ck" CHECK ("farmacia_processo_alto_custo"."quantidade_mes1" >= 0 and "farmacia_processo_alto_custo"."quantidade_mes2" >= 0 and "farmacia_processo_alto_custo"."quantidade_mes3" >= 0),
	CONSTRAINT "farmacia_processo_alto_custo_validade_ck" CHECK ("farmacia_processo_alto_custo"."validade_fim" >= "farmacia_processo_alto_custo"."validade_inicio")
);
--> statement-breakpoint
CREATE TABLE "farmacia_processo_alto_custo_competencia" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "farmacia_processo_alto_custo_competencia_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"processo_id" bigint NOT NULL,
	"mes" smallint NOT NULL,
	"competencia" date NOT NULL,
	"quantidade_autorizada" integer NOT NULL,
	"quantidade_dispensada" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "farmacia_processo_alto_custo_competencia_uq" UNIQUE("processo_id","mes"),
	CONSTRAINT "farmacia_processo_alto_custo_competencia_mes_ck" CHECK ("farmacia_processo_alto_custo_competencia"."mes" between 1 and 3),
	CONSTRAINT "farmacia_processo_alto_custo_competencia_qtd_ck" CHECK ("farmacia_processo_alto_custo_competencia"."quantidade_dispensada" >= 0 and "farmacia_processo_alto_custo_competencia"."quantidade_dispensada" <= "farmacia_processo_alto_custo_competencia"."quantidade_autorizada")
);
--> statement-breakpoint
CREATE TABLE "farmacia_processo_alto_custo_documento" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "farmacia_processo_alto_custo_documento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"processo_id" bigint NOT NULL,
	"descricao" text NOT NULL,
	"nome_arquivo" text NOT NULL,
	"tipo_conteudo" varchar(100) NOT NULL,
	"tamanho" integer NOT NULL,
	"conteudo" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "farmacia_dispensacao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "farmacia_dispensacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"centro_custo_id" bigint NOT NULL,
	"paciente_id" bigint NOT NULL,
	"fila_id" bigint,
	"processo_alto_custo_id" bigint,
	"data" date NOT NULL,
	"data_hora" timestamp with time zone DEFAULT now() NOT NULL,
	"usuario_id" bigint NOT NULL,
	"supervisor_usuario_id" bigint,
	"justificativa_antecipada" text,
	"observacao" text,
	"situacao" smallint DEFAULT 1 NOT NULL,
	"motivo_estorno" text,
	"estornado_em" timestamp with time zone,
	"estornado_por" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "farmacia_dispensacao_situacao_ck" CHECK ("farmacia_dispensacao"."situacao" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "farmacia_dispensacao_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "farmacia_dispensacao_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"dispensacao_id" bigint NOT NULL,
	"dispensacao_receita_id" bigint,
	"receita_item_origem_id" bigint,
	"material_id" bigint NOT NULL,
	"medicamento_id" bigint,
	"prescrito" text,
	"posologia" text,
	"quantidade_prescrita" integer,
	"quantidade" integer NOT NULL,
	"unidades_por_dia" numeric(10, 3),
	"dias_tratamento" integer,
	"proxima_retirada" date,
	"termo_responsabilidade" varchar(40),
	"cid" varchar(4),
	CONSTRAINT "farmacia_dispensacao_item_qtd_ck" CHECK ("farmacia_dispensacao_item"."quantidade" > 0)
);
--> statement-breakpoint
CREATE TABLE "farmacia_dispensacao_lote" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "farmacia_dispensacao_lote_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"lote_id" bigint NOT NULL,
	"quantidade" integer NOT NULL,
	"custo_unitario" numeric(14, 4) DEFAULT '0' NOT NULL,
	"movimento_id" bigint,
	CONSTRAINT "farmacia_dispensacao_lote_qtd_ck" CHECK ("farmacia_dispensacao_lote"."quantidade" > 0)
);
--> statement-breakpoint
CREATE TABLE "farmacia_dispensacao_receita" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "farmacia_dispensacao_receita_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"dispensacao_id" bigint NOT NULL,
	"origem" varchar(30) NOT NULL,
	"receita_origem_id" bigint,
	"receita_externa_id" bigint,
	"tipo" smallint NOT NULL,
	"numero_notificacao" varchar(20),
	"prescritor_nome" text,
	"prescritor_conselho" varchar(30),
	"data_emissao" date NOT NULL,
	"retida" boolean DEFAULT false NOT NULL,
	CONSTRAINT "farmacia_dispensacao_receita_tipo_ck" CHECK ("farmacia_dispensacao_receita"."tipo" in (1, 2, 3, 4))
);
--> statement-breakpoint
CREATE TABLE "farmacia_receita_externa" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "farmacia_receita_externa_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"paciente_id" bigint NOT NULL,
	"tipo" smallint NOT NULL,
	"numero_notificacao" varchar(20),
	"prescritor_nome" text NOT NULL,
	"prescritor_conselho" varchar(30) NOT NULL,
	"prescritor_uf" varchar(2),
	"data_emissao" date NOT NULL,
	"estabelecimento" text,
	"observacao" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "farmacia_receita_externa_tipo_ck" CHECK ("farmacia_receita_externa"."tipo" in (1, 2, 3, 4))
);
--> statement-breakpoint
CREATE TABLE "farmacia_receita_externa_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "farmacia_receita_externa_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"receita_id" bigint NOT NULL,
	"medicamento_id" bigint,
	"medicamento_nao_padronizado_id" bigint,
	"descricao" text NOT NULL,
	"quantidade" varchar(60) NOT NULL,
	"posologia" text NOT NULL,
	"uso_continuo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farmacia_livro" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "farmacia_livro_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"tipo" varchar(15) NOT NULL,
	"centro_custo_id" bigint NOT NULL,
	"numero" integer NOT NULL,
	"data_abertura" date NOT NULL,
	"responsavel_nome" text NOT NULL,
	"responsavel_conselho" varchar(30) NOT NULL,
	"termo_abertura" text,
	"ultimo_movimento_id" bigint DEFAULT 0 NOT NULL,
	"data_fechamento" date,
	"termo_fechamento" text,
	"fechado_em" timestamp with time zone,
	"fechado_por" bigint,
	"assinatura_codigo" varchar(12),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "farmacia_livro_tipo_ck" CHECK ("farmacia_livro"."tipo" in ('psicotropico', 'talidomida'))
);
--> statement-breakpoint
CREATE TABLE "farmacia_livro_linha" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "farmacia_livro_linha_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"livro_id" bigint NOT NULL,
	"material_id" bigint NOT NULL,
	"data" date NOT NULL,
	"tipo" varchar(10) NOT NULL,
	"movimento_id" bigint,
	"quantidade_entrada" integer DEFAULT 0 NOT NULL,
	"quantidade_saida" integer DEFAULT 0 NOT NULL,
	"saldo" integer NOT NULL,
	"historico" text NOT NULL,
	"paciente_id" bigint,
	"numero_receita" varchar(20),
	"prescritor" text,
	"justificativa" text,
	"usuario_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "farmacia_livro_linha_tipo_ck" CHECK ("farmacia_livro_linha"."tipo" in ('entrada', 'saida', 'perda', 'estorno', 'ajuste')),
	CONSTRAINT "farmacia_livro_linha_qtd_ck" CHECK ("farmacia_livro_linha"."quantidade_entrada" >= 0 and "farmacia_livro_linha"."quantidade_saida" >= 0)
);
--> statement-breakpoint
CREATE TABLE "medicamento_nao_padronizado" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "medicamento_nao_padronizado_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "medicamento_nao_padronizado_nome_uq" UNIQUE("cliente_id","nome")
);
--> statement-breakpoint
CREATE TABLE "farmacia_parametrizacao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "farmacia_parametrizacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"tolerancia_retirada_dias" smallint DEFAULT 5 NOT NULL,
	"validade_receita_comum_dias" smallint DEFAULT 180 NOT NULL,
	"exige_supervisor_retirada_antecipada" boolean DEFAULT true NOT NULL,
	"cids_talidomida" text[] DEFAULT '{}'::text[] NOT NULL,
	"idade_fertil_minima" smallint DEFAULT 10 NOT NULL,
	"idade_fertil_maxima" smallint DEFAULT 55 NOT NULL,
	"imprimir_recibo_ao_salvar" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "farmacia_parametrizacao_cliente_uq" UNIQUE("cliente_id"),
	CONSTRAINT "farmacia_parametrizacao_tolerancia_ck" CHECK ("farmacia_parametrizacao"."tolerancia_retirada_dias" between 0 and 60),
	CONSTRAINT "farmacia_parametrizacao_validade_ck" CHECK ("farmacia_parametrizacao"."validade_receita_comum_dias" between 1 and 365),
	CONSTRAINT "farmacia_parametrizacao_idade_ck" CHECK ("farmacia_parametrizacao"."idade_fertil_minima" <= "farmacia_parametrizacao"."idade_fertil_maxima")
);
--> statement-breakpoint
ALTER TABLE "farmacia_processo_alto_custo" ADD CONSTRAINT "farmacia_processo_alto_custo_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_processo_alto_custo" ADD CONSTRAINT "farmacia_processo_alto_custo_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_processo_alto_custo" ADD CONSTRAINT "farmacia_processo_alto_custo_paciente_id_cidadao_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."cidadao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_processo_alto_custo" ADD CONSTRAINT "farmacia_processo_alto_custo_medicamento_id_medicamento_id_fk" FOREIGN KEY ("medicamento_id") REFERENCES "public"."medicamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_processo_alto_custo" ADD CONSTRAINT "farmacia_processo_alto_custo_material_id_material_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."material"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_processo_alto_custo" ADD CONSTRAINT "farmacia_processo_alto_custo_cid_codigo_cid_codigo_fk" FOREIGN KEY ("cid_codigo") REFERENCES "public"."cid"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_processo_alto_custo_competencia" ADD CONSTRAINT "farmacia_processo_alto_custo_competencia_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_processo_alto_custo_competencia" ADD CONSTRAINT "farmacia_processo_alto_custo_competencia_processo_id_farmacia_processo_alto_custo_id_fk" FOREIGN KEY ("processo_id") REFERENCES "public"."farmacia_processo_alto_custo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_processo_alto_custo_documento" ADD CONSTRAINT "farmacia_processo_alto_custo_documento_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_processo_alto_custo_documento" ADD CONSTRAINT "farmacia_processo_alto_custo_documento_processo_id_farmacia_processo_alto_custo_id_fk" FOREIGN KEY ("processo_id") REFERENCES "public"."farmacia_processo_alto_custo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_dispensacao" ADD CONSTRAINT "farmacia_dispensacao_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_dispensacao" ADD CONSTRAINT "farmacia_dispensacao_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_dispensacao" ADD CONSTRAINT "farmacia_dispensacao_paciente_id_cidadao_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."cidadao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_dispensacao" ADD CONSTRAINT "farmacia_dispensacao_fila_id_fila_id_fk" FOREIGN KEY ("fila_id") REFERENCES "public"."fila"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_dispensacao" ADD CONSTRAINT "farmacia_dispensacao_processo_alto_custo_id_farmacia_processo_alto_custo_id_fk" FOREIGN KEY ("processo_alto_custo_id") REFERENCES "public"."farmacia_processo_alto_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_dispensacao_item" ADD CONSTRAINT "farmacia_dispensacao_item_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_dispensacao_item" ADD CONSTRAINT "farmacia_dispensacao_item_dispensacao_id_farmacia_dispensacao_id_fk" FOREIGN KEY ("dispensacao_id") REFERENCES "public"."farmacia_dispensacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_dispensacao_item" ADD CONSTRAINT "farmacia_dispensacao_item_dispensacao_receita_id_farmacia_dispensacao_receita_id_fk" FOREIGN KEY ("dispensacao_receita_id") REFERENCES "public"."farmacia_dispensacao_receita"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_dispensacao_item" ADD CONSTRAINT "farmacia_dispensacao_item_material_id_material_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."material"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_dispensacao_item" ADD CONSTRAINT "farmacia_dispensacao_item_medicamento_id_medicamento_id_fk" FOREIGN KEY ("medicamento_id") REFERENCES "public"."medicamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_dispensacao_lote" ADD CONSTRAINT "farmacia_dispensacao_lote_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_dispensacao_lote" ADD CONSTRAINT "farmacia_dispensacao_lote_item_id_farmacia_dispensacao_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."farmacia_dispensacao_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_dispensacao_lote" ADD CONSTRAINT "farmacia_dispensacao_lote_lote_id_estoque_lote_id_fk" FOREIGN KEY ("lote_id") REFERENCES "public"."estoque_lote"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_dispensacao_lote" ADD CONSTRAINT "farmacia_dispensacao_lote_movimento_id_estoque_movimento_id_fk" FOREIGN KEY ("movimento_id") REFERENCES "public"."estoque_movimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_dispensacao_receita" ADD CONSTRAINT "farmacia_dispensacao_receita_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_dispensacao_receita" ADD CONSTRAINT "farmacia_dispensacao_receita_dispensacao_id_farmacia_dispensacao_id_fk" FOREIGN KEY ("dispensacao_id") REFERENCES "public"."farmacia_dispensacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_dispensacao_receita" ADD CONSTRAINT "farmacia_dispensacao_receita_receita_externa_id_farmacia_receita_externa_id_fk" FOREIGN KEY ("receita_externa_id") REFERENCES "public"."farmacia_receita_externa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_receita_externa" ADD CONSTRAINT "farmacia_receita_externa_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_receita_externa" ADD CONSTRAINT "farmacia_receita_externa_paciente_id_cidadao_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."cidadao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_receita_externa_item" ADD CONSTRAINT "farmacia_receita_externa_item_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_receita_externa_item" ADD CONSTRAINT "farmacia_receita_externa_item_receita_id_farmacia_receita_externa_id_fk" FOREIGN KEY ("receita_id") REFERENCES "public"."farmacia_receita_externa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_receita_externa_item" ADD CONSTRAINT "farmacia_receita_externa_item_medicamento_id_medicamento_id_fk" FOREIGN KEY ("medicamento_id") REFERENCES "public"."medicamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_receita_externa_item" ADD CONSTRAINT "farmacia_receita_externa_item_medicamento_nao_padronizado_id_medicamento_nao_padronizado_id_fk" FOREIGN KEY ("medicamento_nao_padronizado_id") REFERENCES "public"."medicamento_nao_padronizado"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_livro" ADD CONSTRAINT "farmacia_livro_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_livro" ADD CONSTRAINT "farmacia_livro_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_livro_linha" ADD CONSTRAINT "farmacia_livro_linha_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_livro_linha" ADD CONSTRAINT "farmacia_livro_linha_livro_id_farmacia_livro_id_fk" FOREIGN KEY ("livro_id") REFERENCES "public"."farmacia_livro"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_livro_linha" ADD CONSTRAINT "farmacia_livro_linha_material_id_material_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."material"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_livro_linha" ADD CONSTRAINT "farmacia_livro_linha_movimento_id_estoque_movimento_id_fk" FOREIGN KEY ("movimento_id") REFERENCES "public"."estoque_movimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_livro_linha" ADD CONSTRAINT "farmacia_livro_linha_paciente_id_cidadao_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."cidadao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicamento_nao_padronizado" ADD CONSTRAINT "medicamento_nao_padronizado_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farmacia_parametrizacao" ADD CONSTRAINT "farmacia_parametrizacao_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "farmacia_processo_alto_custo_paciente_idx" ON "farmacia_processo_alto_custo" USING btree ("cliente_id","paciente_id");--> statement-breakpoint
CREATE INDEX "farmacia_processo_alto_custo_status_idx" ON "farmacia_processo_alto_custo" USING btree ("cliente_id","status","validade_fim");--> statement-breakpoint
CREATE INDEX "farmacia_processo_alto_custo_cid_idx" ON "farmacia_processo_alto_custo" USING btree ("cliente_id","cid_codigo");--> statement-breakpoint
CREATE INDEX "farmacia_processo_alto_custo_competencia_idx" ON "farmacia_processo_alto_custo_competencia" USING btree ("cliente_id","competencia");--> statement-breakpoint
CREATE INDEX "farmacia_processo_alto_custo_documento_idx" ON "farmacia_processo_alto_custo_documento" USING btree ("processo_id");--> statement-breakpoint
CREATE INDEX "farmacia_dispensacao_centro_idx" ON "farmacia_dispensacao" USING btree ("cliente_id","centro_custo_id","data");--> statement-breakpoint
CREATE INDEX "farmacia_dispensacao_paciente_idx" ON "farmacia_dispensacao" USING btree ("cliente_id","paciente_id","data");--> statement-breakpoint
CREATE INDEX "farmacia_dispensacao_processo_idx" ON "farmacia_dispensacao" USING btree ("processo_alto_custo_id");--> statement-breakpoint
CREATE INDEX "farmacia_dispensacao_item_disp_idx" ON "farmacia_dispensacao_item" USING btree ("dispensacao_id");--> statement-breakpoint
CREATE INDEX "farmacia_dispensacao_item_material_idx" ON "farmacia_dispensacao_item" USING btree ("cliente_id","material_id","proxima_retirada");--> statement-breakpoint
CREATE INDEX "farmacia_dispensacao_lote_item_idx" ON "farmacia_dispensacao_lote" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "farmacia_dispensacao_receita_disp_idx" ON "farmacia_dispensacao_receita" USING btree ("dispensacao_id");--> statement-breakpoint
CREATE INDEX "farmacia_dispensacao_receita_origem_idx" ON "farmacia_dispensacao_receita" USING btree ("cliente_id","origem","receita_origem_id");--> statement-breakpoint
CREATE INDEX "farmacia_dispensacao_receita_externa_idx" ON "farmacia_dispensacao_receita" USING btree ("receita_externa_id");--> statement-breakpoint
CREATE INDEX "farmacia_receita_externa_paciente_idx" ON "farmacia_receita_externa" USING btree ("cliente_id","paciente_id","data_emissao");--> statement-breakpoint
CREATE INDEX "farmacia_receita_externa_item_receita_idx" ON "farmacia_receita_externa_item" USING btree ("receita_id");--> statement-breakpoint
CREATE UNIQUE INDEX "farmacia_livro_aberto_uq" ON "farmacia_livro" USING btree ("cliente_id","centro_custo_id","tipo") WHERE "farmacia_livro"."fechado_em" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "farmacia_livro_numero_uq" ON "farmacia_livro" USING btree ("cliente_id","centro_custo_id","tipo","numero");--> statement-breakpoint
CREATE INDEX "farmacia_livro_linha_livro_idx" ON "farmacia_livro_linha" USING btree ("livro_id","material_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "farmacia_livro_linha_movimento_uq" ON "farmacia_livro_linha" USING btree ("livro_id","movimento_id");--> statement-breakpoint
CREATE INDEX "medicamento_nao_padronizado_cliente_idx" ON "medicamento_nao_padronizado" USING btree ("cliente_id");