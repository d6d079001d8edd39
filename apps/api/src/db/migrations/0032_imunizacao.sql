CREATE TABLE "imunizacao_baixa" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "imunizacao_baixa_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"centro_custo_id" bigint NOT NULL,
	"data" date NOT NULL,
	"vacina_id" bigint NOT NULL,
	"lote_id" bigint NOT NULL,
	"doses" integer NOT NULL,
	"motivo" smallint NOT NULL,
	"observacao" text,
	"movimento_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "imunizacao_baixa_doses_ck" CHECK ("imunizacao_baixa"."doses" > 0)
);
--> statement-breakpoint
CREATE TABLE "vacinacao_campanha" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vacinacao_campanha_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"inicio" date NOT NULL,
	"fim" date NOT NULL,
	"estrategia" smallint NOT NULL,
	"idade_minima_meses" integer,
	"idade_maxima_meses" integer,
	"sexo" varchar(1),
	"condicao" varchar(20),
	"populacao_alvo" integer,
	"meta_percentual" numeric(5, 2),
	"encerrada" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "vacinacao_campanha_periodo_ck" CHECK ("vacinacao_campanha"."fim" >= "vacinacao_campanha"."inicio"),
	CONSTRAINT "vacinacao_campanha_sexo_ck" CHECK ("vacinacao_campanha"."sexo" is null or "vacinacao_campanha"."sexo" in ('F', 'M'))
);
--> statement-breakpoint
CREATE TABLE "vacinacao_campanha_vacina" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vacinacao_campanha_vacina_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"campanha_id" bigint NOT NULL,
	"vacina_id" bigint NOT NULL,
	"dose" varchar(4) NOT NULL,
	"meta_doses" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "vacinacao_campanha_vacina_uq" UNIQUE("campanha_id","vacina_id","dose")
);
--> statement-breakpoint
CREATE TABLE "imunizacao_entrada" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "imunizacao_entrada_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"centro_custo_id" bigint NOT NULL,
	"data" date NOT NULL,
	"origem" text NOT NULL,
	"documento" varchar(60),
	"observacao" text,
	"situacao" smallint DEFAULT 1 NOT NULL,
	"motivo_estorno" text,
	"estornado_em" timestamp with time zone,
	"estornado_por" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "imunizacao_entrada_situacao_ck" CHECK ("imunizacao_entrada"."situacao" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "imunizacao_entrada_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "imunizacao_entrada_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"entrada_id" bigint NOT NULL,
	"vacina_id" bigint NOT NULL,
	"lote_id" bigint NOT NULL,
	"doses_por_frasco" smallint NOT NULL,
	"doses" integer NOT NULL,
	"movimento_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "imunizacao_entrada_item_doses_ck" CHECK ("imunizacao_entrada_item"."doses" > 0)
);
--> statement-breakpoint
CREATE TABLE "vacinacao_exportacao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vacinacao_exportacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"inicio" date NOT NULL,
	"fim" date NOT NULL,
	"centro_custo_id" bigint,
	"usuario_id" bigint NOT NULL,
	"gerada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"status" varchar(10) DEFAULT 'ativa' NOT NULL,
	"exportados" integer DEFAULT 0 NOT NULL,
	"recusados" integer DEFAULT 0 NOT NULL,
	"cancelados_apos_exportacao" integer DEFAULT 0 NOT NULL,
	"arquivo_nome" text NOT NULL,
	"conteudo" "bytea" NOT NULL,
	"cancelada_em" timestamp with time zone,
	"cancelada_por_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "vacinacao_exportacao_periodo_ck" CHECK ("vacinacao_exportacao"."fim" >= "vacinacao_exportacao"."inicio"),
	CONSTRAINT "vacinacao_exportacao_status_ck" CHECK ("vacinacao_exportacao"."status" in ('ativa', 'cancelada'))
);
--> statement-breakpoint
CREATE TABLE "vacinacao_exportacao_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vacinacao_exportacao_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"exportacao_id" bigint NOT NULL,
	"vacinacao_id" bigint NOT NULL,
	"situacao" varchar(10) NOT NULL,
	"motivos" text[],
	"versao" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "vacinacao_exportacao_item_situacao_ck" CHECK ("vacinacao_exportacao_item"."situacao" in ('exportado', 'recusado', 'cancelado'))
);
--> statement-breakpoint
CREATE TABLE "imunizacao_atendimento" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "imunizacao_atendimento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
CREATE TABLE "vacina_frasco_aberto" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vacina_frasco_aberto_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"centro_custo_id" bigint NOT NULL,
	"lote_id" bigint NOT NULL,
	"vacina_id" bigint NOT NULL,
	"aberto_em" timestamp with time zone NOT NULL,
	"vence_em" timestamp with time zone NOT NULL,
	"doses_frasco" smallint NOT NULL,
	"doses_restantes" smallint NOT NULL,
	"aberto_por_id" bigint,
	"encerrado_em" timestamp with time zone,
	"motivo_encerramento" smallint,
	"perda_movimento_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "vacina_frasco_aberto_doses_ck" CHECK ("vacina_frasco_aberto"."doses_restantes" >= 0 and "vacina_frasco_aberto"."doses_restantes" <= "vacina_frasco_aberto"."doses_frasco"),
	CONSTRAINT "vacina_frasco_aberto_motivo_ck" CHECK ("vacina_frasco_aberto"."motivo_encerramento" is null or "vacina_frasco_aberto"."motivo_encerramento" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "vacina_lote" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vacina_lote_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"lote_id" bigint NOT NULL,
	"vacina_id" bigint NOT NULL,
	"doses_por_frasco" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "vacina_lote_lote_uq" UNIQUE("lote_id"),
	CONSTRAINT "vacina_lote_doses_ck" CHECK ("vacina_lote"."doses_por_frasco" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "imunizacao_parametrizacao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "imunizacao_parametrizacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"calendario" jsonb,
	"solicitante_rnds" varchar(20),
	"dias_alerta_validade" smallint DEFAULT 30 NOT NULL,
	"imprimir_cartao_ao_salvar" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "imunizacao_parametrizacao_cliente_uq" UNIQUE("cliente_id"),
	CONSTRAINT "imunizacao_parametrizacao_alerta_ck" CHECK ("imunizacao_parametrizacao"."dias_alerta_validade" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "imunizacao_populacao_alvo" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "imunizacao_populacao_alvo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"ano" smallint NOT NULL,
	"faixa" varchar(10) NOT NULL,
	"populacao" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "imunizacao_populacao_alvo_uq" UNIQUE("cliente_id","ano","faixa"),
	CONSTRAINT "imunizacao_populacao_alvo_ck" CHECK ("imunizacao_populacao_alvo"."populacao" > 0 and "imunizacao_populacao_alvo"."ano" between 2000 and 2100)
);
--> statement-breakpoint
CREATE TABLE "vacinacao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vacinacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"paciente_id" bigint NOT NULL,
	"vacina_id" bigint NOT NULL,
	"dose" varchar(4) NOT NULL,
	"estrategia" smallint NOT NULL,
	"data_aplicacao" date NOT NULL,
	"origem" smallint DEFAULT 1 NOT NULL,
	"estabelecimento_origem" text,
	"centro_custo_id" bigint,
	"lote_id" bigint,
	"lote_numero" varchar(30),
	"fabricante_id" bigint,
	"via" smallint,
	"local_aplicacao" smallint,
	"grupo_atendimento" smallint DEFAULT 10 NOT NULL,
	"gestante" boolean DEFAULT false NOT NULL,
	"puerpera" boolean DEFAULT false NOT NULL,
	"contato_hanseniase" boolean,
	"profissional_id" bigint,
	"profissional_nome" text,
	"proxima_dose_data" date,
	"proxima_dose_vacina_id" bigint,
	"proxima_dose" varchar(4),
	"aprazamento_atendido_em" date,
	"justificativa" text,
	"regras_justificadas" text[],
	"observacao" text,
	"campanha_id" bigint,
	"fila_id" bigint,
	"movimento_id" bigint,
	"frasco_id" bigint,
	"cancelado_em" timestamp with time zone,
	"cancelado_por_id" bigint,
	"motivo_cancelamento" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "vacinacao_dose_ck" CHECK ("vacinacao"."dose" in ('DN', 'D1', 'D2', 'D3', 'REF', 'REF1', 'REF2', 'DU', 'DP')),
	CONSTRAINT "vacinacao_origem_ck" CHECK ("vacinacao"."origem" in (1, 2, 3)),
	CONSTRAINT "vacinacao_sala_ck" CHECK ("vacinacao"."origem" <> 1 or ("vacinacao"."centro_custo_id" is not null and "vacinacao"."lote_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "vacina_requisicao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vacina_requisicao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"centro_custo_sala_id" bigint NOT NULL,
	"centro_custo_rede_frio_id" bigint NOT NULL,
	"data" date NOT NULL,
	"observacao" text,
	"situacao" smallint DEFAULT 1 NOT NULL,
	"motivo_situacao" text,
	"data_atendimento" date,
	"atendido_em" timestamp with time zone,
	"atendido_por" bigint,
	"transferencia_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "vacina_requisicao_situacao_ck" CHECK ("vacina_requisicao"."situacao" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "vacina_requisicao_item" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vacina_requisicao_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"requisicao_id" bigint NOT NULL,
	"vacina_id" bigint NOT NULL,
	"doses_solicitadas" integer NOT NULL,
	"doses_atendidas" integer,
	CONSTRAINT "vacina_requisicao_item_vacina_uq" UNIQUE("requisicao_id","vacina_id"),
	CONSTRAINT "vacina_requisicao_item_doses_ck" CHECK ("vacina_requisicao_item"."doses_solicitadas" > 0 and coalesce("vacina_requisicao_item"."doses_atendidas", 0) between 0 and "vacina_requisicao_item"."doses_solicitadas")
);
--> statement-breakpoint
CREATE TABLE "sala_vacinacao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sala_vacinacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"centro_custo_id" bigint NOT NULL,
	"tipo" smallint DEFAULT 1 NOT NULL,
	"responsavel_id" bigint,
	"horario" text,
	"observacao" text,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "sala_vacinacao_centro_custo_uq" UNIQUE("centro_custo_id"),
	CONSTRAINT "sala_vacinacao_tipo_ck" CHECK ("sala_vacinacao"."tipo" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "fabricante" ADD COLUMN "codigo_pni" varchar(10);--> statement-breakpoint
ALTER TABLE "vacina" ADD COLUMN "calendario_sigla" varchar(10);--> statement-breakpoint
ALTER TABLE "vacina" ADD COLUMN "material_id" bigint;--> statement-breakpoint
ALTER TABLE "vacina" ADD COLUMN "doses_por_frasco" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "vacina" ADD COLUMN "validade_frasco_aberto_horas" smallint;--> statement-breakpoint
ALTER TABLE "imunizacao_baixa" ADD CONSTRAINT "imunizacao_baixa_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imunizacao_baixa" ADD CONSTRAINT "imunizacao_baixa_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imunizacao_baixa" ADD CONSTRAINT "imunizacao_baixa_vacina_id_vacina_id_fk" FOREIGN KEY ("vacina_id") REFERENCES "public"."vacina"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imunizacao_baixa" ADD CONSTRAINT "imunizacao_baixa_lote_id_estoque_lote_id_fk" FOREIGN KEY ("lote_id") REFERENCES "public"."estoque_lote"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imunizacao_baixa" ADD CONSTRAINT "imunizacao_baixa_movimento_id_estoque_movimento_id_fk" FOREIGN KEY ("movimento_id") REFERENCES "public"."estoque_movimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao_campanha" ADD CONSTRAINT "vacinacao_campanha_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao_campanha_vacina" ADD CONSTRAINT "vacinacao_campanha_vacina_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao_campanha_vacina" ADD CONSTRAINT "vacinacao_campanha_vacina_campanha_id_vacinacao_campanha_id_fk" FOREIGN KEY ("campanha_id") REFERENCES "public"."vacinacao_campanha"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao_campanha_vacina" ADD CONSTRAINT "vacinacao_campanha_vacina_vacina_id_vacina_id_fk" FOREIGN KEY ("vacina_id") REFERENCES "public"."vacina"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imunizacao_entrada" ADD CONSTRAINT "imunizacao_entrada_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imunizacao_entrada" ADD CONSTRAINT "imunizacao_entrada_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imunizacao_entrada_item" ADD CONSTRAINT "imunizacao_entrada_item_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imunizacao_entrada_item" ADD CONSTRAINT "imunizacao_entrada_item_entrada_id_imunizacao_entrada_id_fk" FOREIGN KEY ("entrada_id") REFERENCES "public"."imunizacao_entrada"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imunizacao_entrada_item" ADD CONSTRAINT "imunizacao_entrada_item_vacina_id_vacina_id_fk" FOREIGN KEY ("vacina_id") REFERENCES "public"."vacina"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imunizacao_entrada_item" ADD CONSTRAINT "imunizacao_entrada_item_lote_id_estoque_lote_id_fk" FOREIGN KEY ("lote_id") REFERENCES "public"."estoque_lote"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imunizacao_entrada_item" ADD CONSTRAINT "imunizacao_entrada_item_movimento_id_estoque_movimento_id_fk" FOREIGN KEY ("movimento_id") REFERENCES "public"."estoque_movimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao_exportacao" ADD CONSTRAINT "vacinacao_exportacao_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao_exportacao" ADD CONSTRAINT "vacinacao_exportacao_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao_exportacao" ADD CONSTRAINT "vacinacao_exportacao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao_exportacao" ADD CONSTRAINT "vacinacao_exportacao_cancelada_por_id_usuario_id_fk" FOREIGN KEY ("cancelada_por_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao_exportacao_item" ADD CONSTRAINT "vacinacao_exportacao_item_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao_exportacao_item" ADD CONSTRAINT "vacinacao_exportacao_item_exportacao_id_vacinacao_exportacao_id_fk" FOREIGN KEY ("exportacao_id") REFERENCES "public"."vacinacao_exportacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao_exportacao_item" ADD CONSTRAINT "vacinacao_exportacao_item_vacinacao_id_vacinacao_id_fk" FOREIGN KEY ("vacinacao_id") REFERENCES "public"."vacinacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imunizacao_atendimento" ADD CONSTRAINT "imunizacao_atendimento_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imunizacao_atendimento" ADD CONSTRAINT "imunizacao_atendimento_paciente_id_cidadao_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."cidadao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imunizacao_atendimento" ADD CONSTRAINT "imunizacao_atendimento_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imunizacao_atendimento" ADD CONSTRAINT "imunizacao_atendimento_prioridade_id_prioridade_id_fk" FOREIGN KEY ("prioridade_id") REFERENCES "public"."prioridade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imunizacao_atendimento" ADD CONSTRAINT "imunizacao_atendimento_senha_id_senha_id_fk" FOREIGN KEY ("senha_id") REFERENCES "public"."senha"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacina_frasco_aberto" ADD CONSTRAINT "vacina_frasco_aberto_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacina_frasco_aberto" ADD CONSTRAINT "vacina_frasco_aberto_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacina_frasco_aberto" ADD CONSTRAINT "vacina_frasco_aberto_lote_id_estoque_lote_id_fk" FOREIGN KEY ("lote_id") REFERENCES "public"."estoque_lote"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacina_frasco_aberto" ADD CONSTRAINT "vacina_frasco_aberto_vacina_id_vacina_id_fk" FOREIGN KEY ("vacina_id") REFERENCES "public"."vacina"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacina_frasco_aberto" ADD CONSTRAINT "vacina_frasco_aberto_aberto_por_id_usuario_id_fk" FOREIGN KEY ("aberto_por_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacina_frasco_aberto" ADD CONSTRAINT "vacina_frasco_aberto_perda_movimento_id_estoque_movimento_id_fk" FOREIGN KEY ("perda_movimento_id") REFERENCES "public"."estoque_movimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacina_lote" ADD CONSTRAINT "vacina_lote_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacina_lote" ADD CONSTRAINT "vacina_lote_lote_id_estoque_lote_id_fk" FOREIGN KEY ("lote_id") REFERENCES "public"."estoque_lote"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacina_lote" ADD CONSTRAINT "vacina_lote_vacina_id_vacina_id_fk" FOREIGN KEY ("vacina_id") REFERENCES "public"."vacina"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imunizacao_parametrizacao" ADD CONSTRAINT "imunizacao_parametrizacao_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imunizacao_populacao_alvo" ADD CONSTRAINT "imunizacao_populacao_alvo_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao" ADD CONSTRAINT "vacinacao_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao" ADD CONSTRAINT "vacinacao_paciente_id_cidadao_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."cidadao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao" ADD CONSTRAINT "vacinacao_vacina_id_vacina_id_fk" FOREIGN KEY ("vacina_id") REFERENCES "public"."vacina"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao" ADD CONSTRAINT "vacinacao_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao" ADD CONSTRAINT "vacinacao_lote_id_estoque_lote_id_fk" FOREIGN KEY ("lote_id") REFERENCES "public"."estoque_lote"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao" ADD CONSTRAINT "vacinacao_fabricante_id_fabricante_id_fk" FOREIGN KEY ("fabricante_id") REFERENCES "public"."fabricante"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao" ADD CONSTRAINT "vacinacao_profissional_id_usuario_id_fk" FOREIGN KEY ("profissional_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao" ADD CONSTRAINT "vacinacao_proxima_dose_vacina_id_vacina_id_fk" FOREIGN KEY ("proxima_dose_vacina_id") REFERENCES "public"."vacina"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao" ADD CONSTRAINT "vacinacao_campanha_id_vacinacao_campanha_id_fk" FOREIGN KEY ("campanha_id") REFERENCES "public"."vacinacao_campanha"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao" ADD CONSTRAINT "vacinacao_fila_id_fila_id_fk" FOREIGN KEY ("fila_id") REFERENCES "public"."fila"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao" ADD CONSTRAINT "vacinacao_movimento_id_estoque_movimento_id_fk" FOREIGN KEY ("movimento_id") REFERENCES "public"."estoque_movimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao" ADD CONSTRAINT "vacinacao_frasco_id_vacina_frasco_aberto_id_fk" FOREIGN KEY ("frasco_id") REFERENCES "public"."vacina_frasco_aberto"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacinacao" ADD CONSTRAINT "vacinacao_cancelado_por_id_usuario_id_fk" FOREIGN KEY ("cancelado_por_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacina_requisicao" ADD CONSTRAINT "vacina_requisicao_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacina_requisicao" ADD CONSTRAINT "vacina_requisicao_centro_custo_sala_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_sala_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacina_requisicao" ADD CONSTRAINT "vacina_requisicao_centro_custo_rede_frio_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_rede_frio_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacina_requisicao" ADD CONSTRAINT "vacina_requisicao_transferencia_id_estoque_transferencia_id_fk" FOREIGN KEY ("transferencia_id") REFERENCES "public"."estoque_transferencia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacina_requisicao_item" ADD CONSTRAINT "vacina_requisicao_item_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacina_requisicao_item" ADD CONSTRAINT "vacina_requisicao_item_requisicao_id_vacina_requisicao_id_fk" FOREIGN KEY ("requisicao_id") REFERENCES "public"."vacina_requisicao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacina_requisicao_item" ADD CONSTRAINT "vacina_requisicao_item_vacina_id_vacina_id_fk" FOREIGN KEY ("vacina_id") REFERENCES "public"."vacina"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sala_vacinacao" ADD CONSTRAINT "sala_vacinacao_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sala_vacinacao" ADD CONSTRAINT "sala_vacinacao_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sala_vacinacao" ADD CONSTRAINT "sala_vacinacao_responsavel_id_usuario_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imunizacao_baixa_centro_idx" ON "imunizacao_baixa" USING btree ("cliente_id","centro_custo_id","data");--> statement-breakpoint
CREATE INDEX "vacinacao_campanha_periodo_idx" ON "vacinacao_campanha" USING btree ("cliente_id","inicio","fim");--> statement-breakpoint
CREATE INDEX "imunizacao_entrada_centro_idx" ON "imunizacao_entrada" USING btree ("cliente_id","centro_custo_id","data");--> statement-breakpoint
CREATE INDEX "imunizacao_entrada_item_entrada_idx" ON "imunizacao_entrada_item" USING btree ("entrada_id");--> statement-breakpoint
CREATE INDEX "vacinacao_exportacao_periodo_idx" ON "vacinacao_exportacao" USING btree ("cliente_id","inicio");--> statement-breakpoint
CREATE INDEX "vacinacao_exportacao_item_exportacao_idx" ON "vacinacao_exportacao_item" USING btree ("exportacao_id");--> statement-breakpoint
CREATE INDEX "vacinacao_exportacao_item_vacinacao_idx" ON "vacinacao_exportacao_item" USING btree ("vacinacao_id");--> statement-breakpoint
CREATE INDEX "imunizacao_atendimento_paciente_idx" ON "imunizacao_atendimento" USING btree ("cliente_id","paciente_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vacina_frasco_aberto_um_por_lote_uq" ON "vacina_frasco_aberto" USING btree ("centro_custo_id","lote_id") WHERE "vacina_frasco_aberto"."encerrado_em" is null;--> statement-breakpoint
CREATE INDEX "vacina_frasco_aberto_vence_idx" ON "vacina_frasco_aberto" USING btree ("cliente_id","vence_em") WHERE "vacina_frasco_aberto"."encerrado_em" is null;--> statement-breakpoint
CREATE INDEX "vacinacao_paciente_idx" ON "vacinacao" USING btree ("cliente_id","paciente_id","data_aplicacao");--> statement-breakpoint
CREATE INDEX "vacinacao_data_idx" ON "vacinacao" USING btree ("cliente_id","data_aplicacao");--> statement-breakpoint
CREATE INDEX "vacinacao_sala_data_idx" ON "vacinacao" USING btree ("centro_custo_id","data_aplicacao");--> statement-breakpoint
CREATE INDEX "vacinacao_aprazamento_aberto_idx" ON "vacinacao" USING btree ("cliente_id","proxima_dose_data") WHERE "vacinacao"."cancelado_em" is null and "vacinacao"."proxima_dose_data" is not null and "vacinacao"."aprazamento_atendido_em" is null;--> statement-breakpoint
CREATE INDEX "vacinacao_aprazamento_atendido_idx" ON "vacinacao" USING btree ("cliente_id","aprazamento_atendido_em") WHERE "vacinacao"."cancelado_em" is null and "vacinacao"."proxima_dose_data" is not null and "vacinacao"."aprazamento_atendido_em" is not null;--> statement-breakpoint
CREATE INDEX "vacinacao_campanha_idx" ON "vacinacao" USING btree ("campanha_id") WHERE "vacinacao"."campanha_id" is not null;--> statement-breakpoint
CREATE INDEX "vacina_requisicao_rede_frio_idx" ON "vacina_requisicao" USING btree ("cliente_id","centro_custo_rede_frio_id","situacao","data");--> statement-breakpoint
CREATE INDEX "vacina_requisicao_sala_idx" ON "vacina_requisicao" USING btree ("cliente_id","centro_custo_sala_id","data");--> statement-breakpoint
CREATE INDEX "vacina_requisicao_item_idx" ON "vacina_requisicao_item" USING btree ("requisicao_id");--> statement-breakpoint
ALTER TABLE "vacina" ADD CONSTRAINT "vacina_material_id_material_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."material"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacina" ADD CONSTRAINT "vacina_material_uq" UNIQUE("material_id");--> statement-breakpoint
-- Issue 20: the overdue report (faltoso-aprazamento) reads vacinacao.aprazamento_atendido_em instead of computing
-- every patient's history. A record's aprazamento is answered by the first later non-cancelled record ("later":
-- date of application, then id) of the same patient whose vaccine has the calendar key (calendario_sigla, else the
-- vaccine's id) of the record's vaccine or of the aprazamento's vaccine; the column holds that dose's date, null
-- while open (and for records without an aprazamento or cancelled). Recomputed per patient on every write.
CREATE OR REPLACE FUNCTION vacinacao_aprazamento_recalcular(p_cliente bigint, p_pacientes bigint[]) RETURNS integer
LANGUAGE sql AS $fn$
  -- a join and one aggregate (not a subquery per record): one patient or 20,000 alike; returns the rows changed
  WITH n AS (
    SELECT a.id, min(p.data_aplicacao) AS atendido
      FROM vacinacao a
      JOIN vacina va ON va.id = a.vacina_id
      LEFT JOIN vacina vp ON vp.id = a.proxima_dose_vacina_id
      LEFT JOIN (vacinacao p JOIN vacina pv ON pv.id = p.vacina_id)
        ON a.cancelado_em IS NULL AND a.proxima_dose_data IS NOT NULL
       AND p.cliente_id = a.cliente_id AND p.paciente_id = a.paciente_id AND p.paciente_id = ANY (p_pacientes)
       AND p.cancelado_em IS NULL AND (p.data_aplicacao, p.id) > (a.data_aplicacao, a.id)
       AND coalesce(pv.calendario_sigla, pv.id::text) IN (
             coalesce(va.calendario_sigla, va.id::text),
             coalesce(vp.calendario_sigla, vp.id::text, va.calendario_sigla, va.id::text))
     WHERE a.cliente_id = p_cliente AND a.paciente_id = ANY (p_pacientes)
     GROUP BY a.id),
  u AS (
    UPDATE vacinacao v SET aprazamento_atendido_em = n.atendido
      FROM n WHERE v.id = n.id AND v.aprazamento_atendido_em IS DISTINCT FROM n.atendido
    RETURNING 1)
  SELECT count(*)::int FROM u
$fn$;
--> statement-breakpoint
-- inserts and deletes: once per statement, for the patients it touched (a bulk insert recomputes each patient once)
CREATE OR REPLACE FUNCTION vacinacao_aprazamento_linhas() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM vacinacao_aprazamento_recalcular(cliente_id, array_agg(DISTINCT paciente_id)) FROM vacinacao_novas GROUP BY cliente_id;
  ELSE
    PERFORM vacinacao_aprazamento_recalcular(cliente_id, array_agg(DISTINCT paciente_id)) FROM vacinacao_antigas GROUP BY cliente_id;
  END IF;
  RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER vacinacao_aprazamento_insercao AFTER INSERT ON vacinacao REFERENCING NEW TABLE AS vacinacao_novas
  FOR EACH STATEMENT EXECUTE FUNCTION vacinacao_aprazamento_linhas();
--> statement-breakpoint
CREATE TRIGGER vacinacao_aprazamento_exclusao AFTER DELETE ON vacinacao REFERENCING OLD TABLE AS vacinacao_antigas
  FOR EACH STATEMENT EXECUTE FUNCTION vacinacao_aprazamento_linhas();
--> statement-breakpoint
-- updates (cancelling, correcting the aprazamento, a patient merge): per row, only when a column of the definition
-- changed; the recomputation sets only aprazamento_atendido_em, which is not in this list, so it never re-fires
CREATE OR REPLACE FUNCTION vacinacao_aprazamento_alteracao() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF OLD.paciente_id IS DISTINCT FROM NEW.paciente_id OR OLD.cliente_id IS DISTINCT FROM NEW.cliente_id THEN
    PERFORM vacinacao_aprazamento_recalcular(OLD.cliente_id, ARRAY[OLD.paciente_id]);
  END IF;
  PERFORM vacinacao_aprazamento_recalcular(NEW.cliente_id, ARRAY[NEW.paciente_id]);
  RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER vacinacao_aprazamento_alteracao
  AFTER UPDATE OF paciente_id, cliente_id, vacina_id, data_aplicacao, cancelado_em, proxima_dose_data, proxima_dose_vacina_id
  ON vacinacao FOR EACH ROW
  WHEN (OLD.paciente_id IS DISTINCT FROM NEW.paciente_id OR OLD.cliente_id IS DISTINCT FROM NEW.cliente_id
        OR OLD.vacina_id IS DISTINCT FROM NEW.vacina_id OR OLD.data_aplicacao IS DISTINCT FROM NEW.data_aplicacao
        OR OLD.cancelado_em IS DISTINCT FROM NEW.cancelado_em OR OLD.proxima_dose_data IS DISTINCT FROM NEW.proxima_dose_data
        OR OLD.proxima_dose_vacina_id IS DISTINCT FROM NEW.proxima_dose_vacina_id)
  EXECUTE FUNCTION vacinacao_aprazamento_alteracao();
--> statement-breakpoint
-- the derived column is no new version of the record: updated_at is the version the RIA export compares, so a
-- change of aprazamento_atendido_em alone keeps the stamps (fires after vacinacao_atualizacao: triggers run by name)
CREATE OR REPLACE FUNCTION vacinacao_aprazamento_versao() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF (to_jsonb(NEW) - 'aprazamento_atendido_em' - 'updated_at' - 'updated_by')
     = (to_jsonb(OLD) - 'aprazamento_atendido_em' - 'updated_at' - 'updated_by') THEN
    NEW.updated_at := OLD.updated_at;
    NEW.updated_by := OLD.updated_by;
  END IF;
  RETURN NEW;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER vacinacao_versao_aprazamento BEFORE UPDATE OF aprazamento_atendido_em ON vacinacao FOR EACH ROW
  WHEN (OLD.aprazamento_atendido_em IS DISTINCT FROM NEW.aprazamento_atendido_em)
  EXECUTE FUNCTION vacinacao_aprazamento_versao();
--> statement-breakpoint
-- a vaccine moved to another calendar key changes what answers what for every patient who has it (tested in the
-- function, not in the trigger: a trigger naming a text column would block the start's collation pass, policies.ts)
CREATE OR REPLACE FUNCTION vacina_aprazamento_sigla() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF OLD.calendario_sigla IS NOT DISTINCT FROM NEW.calendario_sigla THEN RETURN NULL; END IF;
  PERFORM vacinacao_aprazamento_recalcular(NEW.cliente_id, array_agg(DISTINCT paciente_id))
     FROM vacinacao WHERE cliente_id = NEW.cliente_id AND (vacina_id = NEW.id OR proxima_dose_vacina_id = NEW.id)
    HAVING count(*) > 0;
  RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER vacina_aprazamento_sigla AFTER UPDATE ON vacina FOR EACH ROW EXECUTE FUNCTION vacina_aprazamento_sigla();
--> statement-breakpoint
-- records written before this migration
SELECT vacinacao_aprazamento_recalcular(cliente_id, array_agg(DISTINCT paciente_id)) FROM vacinacao GROUP BY cliente_id;
