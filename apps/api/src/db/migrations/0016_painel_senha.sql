CREATE TABLE "painel_chamada" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "painel_chamada_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"tela_id" bigint NOT NULL,
	"tipo" smallint NOT NULL,
	"texto" varchar(60) NOT NULL,
	"destino" varchar(120),
	"centro_custo_id" bigint,
	"senha_id" bigint,
	"fila_chamada_id" bigint,
	"numero" integer DEFAULT 1 NOT NULL,
	"usuario_id" bigint,
	"fala" text NOT NULL,
	"chamada_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aviso" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aviso_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"titulo" text NOT NULL,
	"mensagem" text NOT NULL,
	"todas_telas" boolean DEFAULT true NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"inicio_em" timestamp with time zone,
	"fim_em" timestamp with time zone,
	"enviado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "aviso_tela" (
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"aviso_id" bigint NOT NULL,
	"tela_id" bigint NOT NULL,
	CONSTRAINT "aviso_tela_aviso_id_tela_id_pk" PRIMARY KEY("aviso_id","tela_id")
);
--> statement-breakpoint
CREATE TABLE "encaminhamento" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "encaminhamento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"origem_centro_custo_id" bigint NOT NULL,
	"destino_centro_custo_id" bigint NOT NULL,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "opcao_chamada" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opcao_chamada_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"tipo_id" smallint DEFAULT 1 NOT NULL,
	"centro_custo_id" bigint NOT NULL,
	"sala_id" bigint,
	"tela_id" bigint,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "tela_centro_custo" (
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"tela_id" bigint NOT NULL,
	"centro_custo_id" bigint NOT NULL,
	CONSTRAINT "tela_centro_custo_tela_id_centro_custo_id_pk" PRIMARY KEY("tela_id","centro_custo_id")
);
--> statement-breakpoint
CREATE TABLE "senha" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "senha_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"infraestrutura_id" bigint NOT NULL,
	"centro_custo_id" bigint NOT NULL,
	"opcao_entrada_id" bigint NOT NULL,
	"prioridade_id" bigint,
	"peso" integer DEFAULT 0 NOT NULL,
	"data" date NOT NULL,
	"sequencia" integer NOT NULL,
	"codigo" varchar(8) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"chamadas" integer DEFAULT 0 NOT NULL,
	"ultima_chamada_em" timestamp with time zone,
	"opcao_chamada_id" bigint,
	"usuario_id" bigint,
	"paciente_id" bigint,
	"emitida_em" timestamp with time zone DEFAULT now() NOT NULL,
	"emitida_por" bigint,
	"atendida_em" timestamp with time zone,
	"finalizada_em" timestamp with time zone,
	"motivo_evasao" text,
	"evadida_em" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "senha_movimento" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "senha_movimento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"senha_id" bigint NOT NULL,
	"acao" varchar(20) NOT NULL,
	"de_status" smallint,
	"para_status" smallint NOT NULL,
	"de_centro_custo_id" bigint,
	"para_centro_custo_id" bigint,
	"opcao_chamada_id" bigint,
	"usuario_id" bigint,
	"detalhe" text,
	"em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "senha_sequencia" (
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"infraestrutura_id" bigint NOT NULL,
	"opcao_entrada_id" bigint NOT NULL,
	"prioritaria" boolean DEFAULT false NOT NULL,
	"data" date NOT NULL,
	"ultimo" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "opcao_entrada" ADD COLUMN "totem" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "opcao_entrada" ADD COLUMN "prefixo" varchar(2);--> statement-breakpoint
ALTER TABLE "opcao_entrada" ADD COLUMN "prefixo_prioridade" varchar(2);--> statement-breakpoint
ALTER TABLE "opcao_entrada" ADD COLUMN "perguntar_prioridade" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "opcao_entrada" ADD COLUMN "centro_custo_id" bigint;--> statement-breakpoint
ALTER TABLE "opcao_entrada" ADD COLUMN "ordem" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tela" ADD COLUMN "voz" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tela" ADD COLUMN "som" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tela" ADD COLUMN "historico" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "tela" ADD COLUMN "chave_acesso" varchar(64) DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "painel_chamada" ADD CONSTRAINT "painel_chamada_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "painel_chamada" ADD CONSTRAINT "painel_chamada_tela_id_tela_id_fk" FOREIGN KEY ("tela_id") REFERENCES "public"."tela"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "painel_chamada" ADD CONSTRAINT "painel_chamada_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "painel_chamada" ADD CONSTRAINT "painel_chamada_senha_id_senha_id_fk" FOREIGN KEY ("senha_id") REFERENCES "public"."senha"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "painel_chamada" ADD CONSTRAINT "painel_chamada_fila_chamada_id_fila_chamada_id_fk" FOREIGN KEY ("fila_chamada_id") REFERENCES "public"."fila_chamada"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "painel_chamada" ADD CONSTRAINT "painel_chamada_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aviso" ADD CONSTRAINT "aviso_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aviso_tela" ADD CONSTRAINT "aviso_tela_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aviso_tela" ADD CONSTRAINT "aviso_tela_aviso_id_aviso_id_fk" FOREIGN KEY ("aviso_id") REFERENCES "public"."aviso"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aviso_tela" ADD CONSTRAINT "aviso_tela_tela_id_tela_id_fk" FOREIGN KEY ("tela_id") REFERENCES "public"."tela"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encaminhamento" ADD CONSTRAINT "encaminhamento_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encaminhamento" ADD CONSTRAINT "encaminhamento_origem_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("origem_centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encaminhamento" ADD CONSTRAINT "encaminhamento_destino_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("destino_centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opcao_chamada" ADD CONSTRAINT "opcao_chamada_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opcao_chamada" ADD CONSTRAINT "opcao_chamada_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opcao_chamada" ADD CONSTRAINT "opcao_chamada_sala_id_sala_id_fk" FOREIGN KEY ("sala_id") REFERENCES "public"."sala"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opcao_chamada" ADD CONSTRAINT "opcao_chamada_tela_id_tela_id_fk" FOREIGN KEY ("tela_id") REFERENCES "public"."tela"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tela_centro_custo" ADD CONSTRAINT "tela_centro_custo_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tela_centro_custo" ADD CONSTRAINT "tela_centro_custo_tela_id_tela_id_fk" FOREIGN KEY ("tela_id") REFERENCES "public"."tela"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tela_centro_custo" ADD CONSTRAINT "tela_centro_custo_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "senha" ADD CONSTRAINT "senha_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "senha" ADD CONSTRAINT "senha_infraestrutura_id_infraestrutura_id_fk" FOREIGN KEY ("infraestrutura_id") REFERENCES "public"."infraestrutura"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "senha" ADD CONSTRAINT "senha_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "senha" ADD CONSTRAINT "senha_opcao_entrada_id_opcao_entrada_id_fk" FOREIGN KEY ("opcao_entrada_id") REFERENCES "public"."opcao_entrada"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "senha" ADD CONSTRAINT "senha_prioridade_id_prioridade_id_fk" FOREIGN KEY ("prioridade_id") REFERENCES "public"."prioridade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "senha" ADD CONSTRAINT "senha_opcao_chamada_id_opcao_chamada_id_fk" FOREIGN KEY ("opcao_chamada_id") REFERENCES "public"."opcao_chamada"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "senha" ADD CONSTRAINT "senha_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "senha" ADD CONSTRAINT "senha_paciente_id_cidadao_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."cidadao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "senha" ADD CONSTRAINT "senha_emitida_por_usuario_id_fk" FOREIGN KEY ("emitida_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "senha_movimento" ADD CONSTRAINT "senha_movimento_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "senha_movimento" ADD CONSTRAINT "senha_movimento_senha_id_senha_id_fk" FOREIGN KEY ("senha_id") REFERENCES "public"."senha"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "senha_movimento" ADD CONSTRAINT "senha_movimento_de_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("de_centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "senha_movimento" ADD CONSTRAINT "senha_movimento_para_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("para_centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "senha_movimento" ADD CONSTRAINT "senha_movimento_opcao_chamada_id_opcao_chamada_id_fk" FOREIGN KEY ("opcao_chamada_id") REFERENCES "public"."opcao_chamada"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "senha_movimento" ADD CONSTRAINT "senha_movimento_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "senha_sequencia" ADD CONSTRAINT "senha_sequencia_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "senha_sequencia" ADD CONSTRAINT "senha_sequencia_infraestrutura_id_infraestrutura_id_fk" FOREIGN KEY ("infraestrutura_id") REFERENCES "public"."infraestrutura"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "senha_sequencia" ADD CONSTRAINT "senha_sequencia_opcao_entrada_id_opcao_entrada_id_fk" FOREIGN KEY ("opcao_entrada_id") REFERENCES "public"."opcao_entrada"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "painel_chamada_tela_idx" ON "painel_chamada" USING btree ("cliente_id","tela_id","chamada_em");--> statement-breakpoint
CREATE INDEX "aviso_ativo_idx" ON "aviso" USING btree ("cliente_id","ativo");--> statement-breakpoint
CREATE INDEX "aviso_tela_tela_idx" ON "aviso_tela" USING btree ("tela_id");--> statement-breakpoint
CREATE UNIQUE INDEX "encaminhamento_rota_uq" ON "encaminhamento" USING btree ("cliente_id","origem_centro_custo_id","destino_centro_custo_id");--> statement-breakpoint
CREATE INDEX "encaminhamento_destino_idx" ON "encaminhamento" USING btree ("destino_centro_custo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "opcao_chamada_nome_uq" ON "opcao_chamada" USING btree ("cliente_id","centro_custo_id",lower("nome"));--> statement-breakpoint
CREATE INDEX "opcao_chamada_centro_custo_idx" ON "opcao_chamada" USING btree ("centro_custo_id");--> statement-breakpoint
CREATE INDEX "tela_centro_custo_cc_idx" ON "tela_centro_custo" USING btree ("cliente_id","centro_custo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "senha_codigo_dia_uq" ON "senha" USING btree ("cliente_id","infraestrutura_id","data","codigo");--> statement-breakpoint
CREATE INDEX "senha_fila_idx" ON "senha" USING btree ("cliente_id","centro_custo_id","status","peso","emitida_em");--> statement-breakpoint
CREATE INDEX "senha_data_idx" ON "senha" USING btree ("cliente_id","data");--> statement-breakpoint
CREATE INDEX "senha_movimento_senha_idx" ON "senha_movimento" USING btree ("senha_id","em");--> statement-breakpoint
CREATE INDEX "senha_movimento_em_idx" ON "senha_movimento" USING btree ("cliente_id","em");--> statement-breakpoint
CREATE UNIQUE INDEX "senha_sequencia_uq" ON "senha_sequencia" USING btree ("cliente_id","infraestrutura_id","opcao_entrada_id","prioritaria","data");--> statement-breakpoint
ALTER TABLE "opcao_entrada" ADD CONSTRAINT "opcao_entrada_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opcao_entrada_centro_custo_idx" ON "opcao_entrada" USING btree ("centro_custo_id");--> statement-breakpoint
-- a screen's main cost centre is one of the queues it shows
INSERT INTO "tela_centro_custo" ("cliente_id", "tela_id", "centro_custo_id")
SELECT "cliente_id", "id", "centro_custo_id" FROM "tela" WHERE "centro_custo_id" IS NOT NULL;
