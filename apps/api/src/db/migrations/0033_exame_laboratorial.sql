CREATE TABLE "lab_agendamento" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_agendamento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"agendamento_id" bigint NOT NULL,
	"paciente_id" bigint NOT NULL,
	"laboratorio_id" bigint NOT NULL,
	"unidade_solicitante_id" bigint NOT NULL,
	"profissional_solicitante_id" bigint,
	"solicitante_nome" text,
	"origem" varchar(30) DEFAULT 'papel' NOT NULL,
	"origem_id" bigint,
	"data_entrega" date,
	"urgente" boolean DEFAULT false NOT NULL,
	"observacao" text,
	"usuario_id" bigint NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "lab_agendamento_exame" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_agendamento_exame_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"lab_agendamento_id" bigint NOT NULL,
	"exame_id" bigint NOT NULL,
	"procedimento_codigo" varchar(10) NOT NULL,
	"valor" numeric(10, 2) DEFAULT '0' NOT NULL,
	"kit_exame_id" bigint,
	"solicitacao_origem" varchar(30),
	"solicitacao_id" bigint,
	"amostra_id" bigint,
	"laboratorio_executor_id" bigint,
	"situacao" smallint DEFAULT 1 NOT NULL,
	"realizado_em" timestamp with time zone,
	"cancelado_em" timestamp with time zone,
	"cancelado_por" bigint,
	"motivo_cancelamento" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "lab_agendamento_exame_situacao" CHECK ("lab_agendamento_exame"."situacao" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "lab_amostra" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_amostra_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"lab_agendamento_id" bigint NOT NULL,
	"material_biologico" smallint NOT NULL,
	"recipiente" text,
	"situacao" smallint DEFAULT 1 NOT NULL,
	"coletada_em" timestamp with time zone,
	"coletada_por" bigint,
	"unidade_coleta_id" bigint,
	"motivo_nao_coleta" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "lab_amostra_situacao" CHECK ("lab_amostra"."situacao" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "lab_exame" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_exame_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"exame_id" bigint NOT NULL,
	"sigla" varchar(12) NOT NULL,
	"setor" smallint NOT NULL,
	"laboratorio_id" bigint,
	"recipiente" text,
	"codigo_interface" varchar(30),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "lab_exame_campo" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_exame_campo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"exame_id" bigint NOT NULL,
	"ordem" smallint DEFAULT 0 NOT NULL,
	"nome" text NOT NULL,
	"codigo" varchar(20) NOT NULL,
	"tipo" smallint NOT NULL,
	"unidade_medida" varchar(20),
	"casas_decimais" smallint,
	"opcoes" text[],
	"obrigatorio" boolean DEFAULT true NOT NULL,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "lab_exame_campo_tipo" CHECK ("lab_exame_campo"."tipo" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "lab_exame_referencia" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_exame_referencia_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"campo_id" bigint NOT NULL,
	"sexo" varchar(1),
	"idade_minima_dias" integer,
	"idade_maxima_dias" integer,
	"minimo" numeric(14, 4),
	"maximo" numeric(14, 4),
	"critico_minimo" numeric(14, 4),
	"critico_maximo" numeric(14, 4),
	"texto" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "lab_exame_referencia_sexo" CHECK ("lab_exame_referencia"."sexo" is null or "lab_exame_referencia"."sexo" in ('M', 'F'))
);
--> statement-breakpoint
CREATE TABLE "lab_formula_exame" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_formula_exame_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"campo_id" bigint NOT NULL,
	"expressao" text NOT NULL,
	"descricao" text,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "lab_importacao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_importacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"laboratorio_id" bigint,
	"formato" varchar(4) NOT NULL,
	"arquivo_nome" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"importados" integer DEFAULT 0 NOT NULL,
	"rejeitados" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"usuario_id" bigint NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "lab_cota" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_cota_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"laboratorio_id" bigint NOT NULL,
	"unidade_solicitante_id" bigint NOT NULL,
	"competencia" varchar(7) NOT NULL,
	"quantidade" integer NOT NULL,
	"valor_teto" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "lab_cota_quantidade" CHECK ("lab_cota"."quantidade" >= 0)
);
--> statement-breakpoint
CREATE TABLE "laboratorio" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "laboratorio_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"unidade_id" bigint,
	"apoio" boolean DEFAULT false NOT NULL,
	"cnes" varchar(7),
	"codigo_hl7" varchar(60),
	"responsavel_tecnico" text,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "laboratorio_nome_uq" UNIQUE("cliente_id","nome")
);
--> statement-breakpoint
CREATE TABLE "lab_resultado" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_resultado_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"agendamento_exame_id" bigint NOT NULL,
	"paciente_id" bigint NOT NULL,
	"exame_id" bigint NOT NULL,
	"situacao" smallint DEFAULT 1 NOT NULL,
	"observacao" text,
	"origem" smallint DEFAULT 1 NOT NULL,
	"importacao_id" bigint,
	"lancado_por" bigint NOT NULL,
	"lancado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"assinado_por" bigint,
	"assinado_em" timestamp with time zone,
	"pdf_assinado" "bytea",
	"impresso_em" timestamp with time zone,
	"entregue_em" timestamp with time zone,
	"entregue_por" bigint,
	"entregue_para" text,
	"entregue_documento" varchar(30),
	"cancelado_em" timestamp with time zone,
	"cancelado_por" bigint,
	"motivo_cancelamento" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "lab_resultado_situacao" CHECK ("lab_resultado"."situacao" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "lab_resultado_valor" (
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"resultado_id" bigint NOT NULL,
	"campo_id" bigint NOT NULL,
	"valor_numero" numeric(14, 4),
	"valor_texto" text,
	"faixa" smallint,
	"critico" boolean DEFAULT false NOT NULL,
	CONSTRAINT "lab_resultado_valor_resultado_id_campo_id_pk" PRIMARY KEY("resultado_id","campo_id")
);
--> statement-breakpoint
CREATE TABLE "lab_parametrizacao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_parametrizacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"mensagem_protocolo" text,
	"rodape_laudo" text,
	"prazo_entrega_padrao_dias" smallint DEFAULT 3 NOT NULL,
	"etiqueta_ao_coletar" boolean DEFAULT true NOT NULL,
	"bloquear_acima_cota" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "lab_parametrizacao_cliente_uq" UNIQUE("cliente_id")
);
--> statement-breakpoint
CREATE TABLE "lab_resultado_impressao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_resultado_impressao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"paciente_id" bigint NOT NULL,
	"lab_agendamento_id" bigint,
	"resultado_ids" integer[] NOT NULL,
	"reimpressao_de" bigint,
	"reimpressao" boolean DEFAULT false NOT NULL,
	"usuario_id" bigint NOT NULL,
	"impresso_em" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
ALTER TABLE "lab_agendamento" ADD CONSTRAINT "lab_agendamento_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_agendamento" ADD CONSTRAINT "lab_agendamento_agendamento_id_agendamento_id_fk" FOREIGN KEY ("agendamento_id") REFERENCES "public"."agendamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_agendamento" ADD CONSTRAINT "lab_agendamento_paciente_id_cidadao_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."cidadao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_agendamento" ADD CONSTRAINT "lab_agendamento_laboratorio_id_laboratorio_id_fk" FOREIGN KEY ("laboratorio_id") REFERENCES "public"."laboratorio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_agendamento" ADD CONSTRAINT "lab_agendamento_unidade_solicitante_id_unidade_id_fk" FOREIGN KEY ("unidade_solicitante_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_agendamento" ADD CONSTRAINT "lab_agendamento_profissional_solicitante_id_usuario_id_fk" FOREIGN KEY ("profissional_solicitante_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_agendamento" ADD CONSTRAINT "lab_agendamento_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_agendamento_exame" ADD CONSTRAINT "lab_agendamento_exame_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_agendamento_exame" ADD CONSTRAINT "lab_agendamento_exame_lab_agendamento_id_lab_agendamento_id_fk" FOREIGN KEY ("lab_agendamento_id") REFERENCES "public"."lab_agendamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_agendamento_exame" ADD CONSTRAINT "lab_agendamento_exame_exame_id_exame_id_fk" FOREIGN KEY ("exame_id") REFERENCES "public"."exame"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_agendamento_exame" ADD CONSTRAINT "lab_agendamento_exame_procedimento_codigo_procedimento_sigtap_codigo_fk" FOREIGN KEY ("procedimento_codigo") REFERENCES "public"."procedimento_sigtap"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_agendamento_exame" ADD CONSTRAINT "lab_agendamento_exame_kit_exame_id_kit_exame_id_fk" FOREIGN KEY ("kit_exame_id") REFERENCES "public"."kit_exame"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_agendamento_exame" ADD CONSTRAINT "lab_agendamento_exame_amostra_id_lab_amostra_id_fk" FOREIGN KEY ("amostra_id") REFERENCES "public"."lab_amostra"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_agendamento_exame" ADD CONSTRAINT "lab_agendamento_exame_laboratorio_executor_id_laboratorio_id_fk" FOREIGN KEY ("laboratorio_executor_id") REFERENCES "public"."laboratorio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_agendamento_exame" ADD CONSTRAINT "lab_agendamento_exame_cancelado_por_usuario_id_fk" FOREIGN KEY ("cancelado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_amostra" ADD CONSTRAINT "lab_amostra_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_amostra" ADD CONSTRAINT "lab_amostra_lab_agendamento_id_lab_agendamento_id_fk" FOREIGN KEY ("lab_agendamento_id") REFERENCES "public"."lab_agendamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_amostra" ADD CONSTRAINT "lab_amostra_coletada_por_usuario_id_fk" FOREIGN KEY ("coletada_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_amostra" ADD CONSTRAINT "lab_amostra_unidade_coleta_id_unidade_id_fk" FOREIGN KEY ("unidade_coleta_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_exame" ADD CONSTRAINT "lab_exame_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_exame" ADD CONSTRAINT "lab_exame_exame_id_exame_id_fk" FOREIGN KEY ("exame_id") REFERENCES "public"."exame"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_exame" ADD CONSTRAINT "lab_exame_laboratorio_id_laboratorio_id_fk" FOREIGN KEY ("laboratorio_id") REFERENCES "public"."laboratorio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_exame_campo" ADD CONSTRAINT "lab_exame_campo_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_exame_campo" ADD CONSTRAINT "lab_exame_campo_exame_id_exame_id_fk" FOREIGN KEY ("exame_id") REFERENCES "public"."exame"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_exame_referencia" ADD CONSTRAINT "lab_exame_referencia_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_exame_referencia" ADD CONSTRAINT "lab_exame_referencia_campo_id_lab_exame_campo_id_fk" FOREIGN KEY ("campo_id") REFERENCES "public"."lab_exame_campo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_formula_exame" ADD CONSTRAINT "lab_formula_exame_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_formula_exame" ADD CONSTRAINT "lab_formula_exame_campo_id_lab_exame_campo_id_fk" FOREIGN KEY ("campo_id") REFERENCES "public"."lab_exame_campo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_importacao" ADD CONSTRAINT "lab_importacao_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_importacao" ADD CONSTRAINT "lab_importacao_laboratorio_id_laboratorio_id_fk" FOREIGN KEY ("laboratorio_id") REFERENCES "public"."laboratorio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_importacao" ADD CONSTRAINT "lab_importacao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_cota" ADD CONSTRAINT "lab_cota_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_cota" ADD CONSTRAINT "lab_cota_laboratorio_id_laboratorio_id_fk" FOREIGN KEY ("laboratorio_id") REFERENCES "public"."laboratorio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_cota" ADD CONSTRAINT "lab_cota_unidade_solicitante_id_unidade_id_fk" FOREIGN KEY ("unidade_solicitante_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laboratorio" ADD CONSTRAINT "laboratorio_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laboratorio" ADD CONSTRAINT "laboratorio_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_resultado" ADD CONSTRAINT "lab_resultado_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_resultado" ADD CONSTRAINT "lab_resultado_agendamento_exame_id_lab_agendamento_exame_id_fk" FOREIGN KEY ("agendamento_exame_id") REFERENCES "public"."lab_agendamento_exame"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_resultado" ADD CONSTRAINT "lab_resultado_paciente_id_cidadao_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."cidadao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_resultado" ADD CONSTRAINT "lab_resultado_exame_id_exame_id_fk" FOREIGN KEY ("exame_id") REFERENCES "public"."exame"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_resultado" ADD CONSTRAINT "lab_resultado_importacao_id_lab_importacao_id_fk" FOREIGN KEY ("importacao_id") REFERENCES "public"."lab_importacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_resultado" ADD CONSTRAINT "lab_resultado_lancado_por_usuario_id_fk" FOREIGN KEY ("lancado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_resultado" ADD CONSTRAINT "lab_resultado_assinado_por_usuario_id_fk" FOREIGN KEY ("assinado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_resultado" ADD CONSTRAINT "lab_resultado_entregue_por_usuario_id_fk" FOREIGN KEY ("entregue_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_resultado" ADD CONSTRAINT "lab_resultado_cancelado_por_usuario_id_fk" FOREIGN KEY ("cancelado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_resultado_valor" ADD CONSTRAINT "lab_resultado_valor_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_resultado_valor" ADD CONSTRAINT "lab_resultado_valor_resultado_id_lab_resultado_id_fk" FOREIGN KEY ("resultado_id") REFERENCES "public"."lab_resultado"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_resultado_valor" ADD CONSTRAINT "lab_resultado_valor_campo_id_lab_exame_campo_id_fk" FOREIGN KEY ("campo_id") REFERENCES "public"."lab_exame_campo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_parametrizacao" ADD CONSTRAINT "lab_parametrizacao_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_resultado_impressao" ADD CONSTRAINT "lab_resultado_impressao_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_resultado_impressao" ADD CONSTRAINT "lab_resultado_impressao_paciente_id_cidadao_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."cidadao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_resultado_impressao" ADD CONSTRAINT "lab_resultado_impressao_lab_agendamento_id_lab_agendamento_id_fk" FOREIGN KEY ("lab_agendamento_id") REFERENCES "public"."lab_agendamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_resultado_impressao" ADD CONSTRAINT "lab_resultado_impressao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lab_agendamento_agendamento_uq" ON "lab_agendamento" USING btree ("agendamento_id");--> statement-breakpoint
CREATE INDEX "lab_agendamento_paciente_idx" ON "lab_agendamento" USING btree ("cliente_id","paciente_id");--> statement-breakpoint
CREATE INDEX "lab_agendamento_solicitante_idx" ON "lab_agendamento" USING btree ("cliente_id","unidade_solicitante_id","laboratorio_id");--> statement-breakpoint
CREATE INDEX "lab_agendamento_exame_agendamento_idx" ON "lab_agendamento_exame" USING btree ("lab_agendamento_id");--> statement-breakpoint
CREATE INDEX "lab_agendamento_exame_amostra_idx" ON "lab_agendamento_exame" USING btree ("amostra_id");--> statement-breakpoint
CREATE INDEX "lab_agendamento_exame_situacao_idx" ON "lab_agendamento_exame" USING btree ("cliente_id","situacao");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_agendamento_exame_solicitacao_uq" ON "lab_agendamento_exame" USING btree ("cliente_id","solicitacao_origem","solicitacao_id") WHERE "lab_agendamento_exame"."solicitacao_id" is not null and "lab_agendamento_exame"."situacao" <> 7;--> statement-breakpoint
CREATE INDEX "lab_amostra_agendamento_idx" ON "lab_amostra" USING btree ("lab_agendamento_id");--> statement-breakpoint
CREATE INDEX "lab_amostra_coletada_idx" ON "lab_amostra" USING btree ("cliente_id","coletada_em");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_exame_exame_uq" ON "lab_exame" USING btree ("cliente_id","exame_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_exame_sigla_uq" ON "lab_exame" USING btree ("cliente_id","sigla");--> statement-breakpoint
CREATE INDEX "lab_exame_setor_idx" ON "lab_exame" USING btree ("cliente_id","setor");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_exame_campo_codigo_uq" ON "lab_exame_campo" USING btree ("cliente_id","codigo");--> statement-breakpoint
CREATE INDEX "lab_exame_campo_exame_idx" ON "lab_exame_campo" USING btree ("exame_id","ordem");--> statement-breakpoint
CREATE INDEX "lab_exame_referencia_campo_idx" ON "lab_exame_referencia" USING btree ("campo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_formula_exame_campo_uq" ON "lab_formula_exame" USING btree ("cliente_id","campo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_cota_uq" ON "lab_cota" USING btree ("cliente_id","laboratorio_id","unidade_solicitante_id","competencia");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_resultado_vivo_uq" ON "lab_resultado" USING btree ("agendamento_exame_id") WHERE "lab_resultado"."situacao" <> 3;--> statement-breakpoint
CREATE INDEX "lab_resultado_historico_idx" ON "lab_resultado" USING btree ("cliente_id","paciente_id","exame_id","lancado_em");--> statement-breakpoint
CREATE INDEX "lab_resultado_situacao_idx" ON "lab_resultado" USING btree ("cliente_id","situacao","lancado_em");--> statement-breakpoint
CREATE INDEX "lab_resultado_valor_campo_idx" ON "lab_resultado_valor" USING btree ("campo_id");--> statement-breakpoint
CREATE INDEX "lab_resultado_impressao_idx" ON "lab_resultado_impressao" USING btree ("cliente_id","impresso_em");--> statement-breakpoint
CREATE INDEX "lab_resultado_impressao_paciente_idx" ON "lab_resultado_impressao" USING btree ("paciente_id");