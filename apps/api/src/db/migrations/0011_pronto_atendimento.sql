CREATE TABLE "fila" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fila_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"modulo" varchar(30) NOT NULL,
	"setor_tipo_id" smallint NOT NULL,
	"centro_custo_id" bigint NOT NULL,
	"sala_id" bigint,
	"paciente_id" bigint NOT NULL,
	"atendimento_id" bigint,
	"status" smallint DEFAULT 1 NOT NULL,
	"senha" varchar(10),
	"chamadas" integer DEFAULT 0 NOT NULL,
	"ultima_chamada_em" timestamp with time zone,
	"profissional_atual_id" bigint,
	"entrada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atendido_em" timestamp with time zone,
	"saida_em" timestamp with time zone,
	"motivo_evasao" text,
	"evadido_em" timestamp with time zone,
	"evadido_por" bigint,
	"origem_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fila_chamada" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fila_chamada_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"fila_id" bigint NOT NULL,
	"tela_id" bigint,
	"sala_id" bigint,
	"usuario_id" bigint,
	"chamada_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fila_movimento" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fila_movimento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"fila_id" bigint NOT NULL,
	"acao" varchar(20) NOT NULL,
	"de_status" smallint,
	"para_status" smallint NOT NULL,
	"usuario_id" bigint,
	"detalhe" text,
	"em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opcao_entrada" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opcao_entrada_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"faixa_etaria_id" smallint,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "prioridade" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prioridade_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"peso" integer DEFAULT 0 NOT NULL,
	"legal" boolean DEFAULT false NOT NULL,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "tela" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tela_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"centro_custo_id" bigint,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "tempo_espera" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tempo_espera_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"minutos" integer NOT NULL,
	"cor" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "atendimento" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "atendimento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"numero" bigint NOT NULL,
	"paciente_id" bigint NOT NULL,
	"infraestrutura_id" bigint NOT NULL,
	"centro_custo_id" bigint NOT NULL,
	"plantao_id" bigint,
	"opcao_entrada_id" bigint,
	"prioridade_id" bigint,
	"urgente" boolean DEFAULT false NOT NULL,
	"motivo_urgencia" text,
	"acompanhante_nome" text,
	"acompanhante_parentesco" text,
	"acompanhante_telefone" varchar(11),
	"classificacao_risco_id" bigint,
	"status" smallint DEFAULT 1 NOT NULL,
	"recepcionado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"recepcionado_por" bigint,
	"retroativo" boolean DEFAULT false NOT NULL,
	"fechado_em" timestamp with time zone,
	"fechado_por" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "sequencia" (
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"chave" text NOT NULL,
	"valor" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classificacao_risco" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "classificacao_risco_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"cor" varchar(7) NOT NULL,
	"tempo_alvo_minutos" integer NOT NULL,
	"ordem" smallint NOT NULL,
	"descricao" text,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "plantao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plantao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"infraestrutura_id" bigint NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"fim" timestamp with time zone NOT NULL,
	"observacao" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "plantao_periodo_ck" CHECK ("plantao"."fim" > "plantao"."inicio" and "plantao"."fim" - "plantao"."inicio" <= interval '24 hours')
);
--> statement-breakpoint
CREATE TABLE "plantao_profissional" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plantao_profissional_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"plantao_id" bigint NOT NULL,
	"usuario_id" bigint NOT NULL,
	CONSTRAINT "plantao_profissional_uq" UNIQUE("plantao_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "triagem" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "triagem_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"atendimento_id" bigint NOT NULL,
	"usuario_id" bigint,
	"queixa" text NOT NULL,
	"pa_sistolica" smallint,
	"pa_diastolica" smallint,
	"frequencia_cardiaca" smallint,
	"frequencia_respiratoria" smallint,
	"temperatura" numeric(4, 1),
	"saturacao" smallint,
	"glicemia" smallint,
	"peso" numeric(6, 3),
	"altura" numeric(5, 1),
	"imc" numeric(5, 2),
	"glasgow" smallint,
	"dor" smallint,
	"classificacao_risco_id" bigint NOT NULL,
	"observacao" text,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fila" ADD CONSTRAINT "fila_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fila" ADD CONSTRAINT "fila_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fila" ADD CONSTRAINT "fila_sala_id_sala_id_fk" FOREIGN KEY ("sala_id") REFERENCES "public"."sala"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fila" ADD CONSTRAINT "fila_paciente_id_cidadao_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."cidadao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fila" ADD CONSTRAINT "fila_atendimento_id_atendimento_id_fk" FOREIGN KEY ("atendimento_id") REFERENCES "public"."atendimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fila" ADD CONSTRAINT "fila_profissional_atual_id_usuario_id_fk" FOREIGN KEY ("profissional_atual_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fila" ADD CONSTRAINT "fila_evadido_por_usuario_id_fk" FOREIGN KEY ("evadido_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fila_chamada" ADD CONSTRAINT "fila_chamada_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fila_chamada" ADD CONSTRAINT "fila_chamada_fila_id_fila_id_fk" FOREIGN KEY ("fila_id") REFERENCES "public"."fila"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fila_chamada" ADD CONSTRAINT "fila_chamada_tela_id_tela_id_fk" FOREIGN KEY ("tela_id") REFERENCES "public"."tela"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fila_chamada" ADD CONSTRAINT "fila_chamada_sala_id_sala_id_fk" FOREIGN KEY ("sala_id") REFERENCES "public"."sala"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fila_chamada" ADD CONSTRAINT "fila_chamada_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fila_movimento" ADD CONSTRAINT "fila_movimento_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fila_movimento" ADD CONSTRAINT "fila_movimento_fila_id_fila_id_fk" FOREIGN KEY ("fila_id") REFERENCES "public"."fila"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fila_movimento" ADD CONSTRAINT "fila_movimento_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opcao_entrada" ADD CONSTRAINT "opcao_entrada_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prioridade" ADD CONSTRAINT "prioridade_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tela" ADD CONSTRAINT "tela_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tela" ADD CONSTRAINT "tela_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tempo_espera" ADD CONSTRAINT "tempo_espera_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento" ADD CONSTRAINT "atendimento_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento" ADD CONSTRAINT "atendimento_paciente_id_cidadao_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."cidadao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento" ADD CONSTRAINT "atendimento_infraestrutura_id_infraestrutura_id_fk" FOREIGN KEY ("infraestrutura_id") REFERENCES "public"."infraestrutura"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento" ADD CONSTRAINT "atendimento_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento" ADD CONSTRAINT "atendimento_plantao_id_plantao_id_fk" FOREIGN KEY ("plantao_id") REFERENCES "public"."plantao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento" ADD CONSTRAINT "atendimento_opcao_entrada_id_opcao_entrada_id_fk" FOREIGN KEY ("opcao_entrada_id") REFERENCES "public"."opcao_entrada"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento" ADD CONSTRAINT "atendimento_prioridade_id_prioridade_id_fk" FOREIGN KEY ("prioridade_id") REFERENCES "public"."prioridade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento" ADD CONSTRAINT "atendimento_classificacao_risco_id_classificacao_risco_id_fk" FOREIGN KEY ("classificacao_risco_id") REFERENCES "public"."classificacao_risco"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento" ADD CONSTRAINT "atendimento_recepcionado_por_usuario_id_fk" FOREIGN KEY ("recepcionado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimento" ADD CONSTRAINT "atendimento_fechado_por_usuario_id_fk" FOREIGN KEY ("fechado_por") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sequencia" ADD CONSTRAINT "sequencia_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classificacao_risco" ADD CONSTRAINT "classificacao_risco_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plantao" ADD CONSTRAINT "plantao_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plantao" ADD CONSTRAINT "plantao_infraestrutura_id_infraestrutura_id_fk" FOREIGN KEY ("infraestrutura_id") REFERENCES "public"."infraestrutura"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plantao_profissional" ADD CONSTRAINT "plantao_profissional_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plantao_profissional" ADD CONSTRAINT "plantao_profissional_plantao_id_plantao_id_fk" FOREIGN KEY ("plantao_id") REFERENCES "public"."plantao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plantao_profissional" ADD CONSTRAINT "plantao_profissional_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triagem" ADD CONSTRAINT "triagem_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triagem" ADD CONSTRAINT "triagem_atendimento_id_atendimento_id_fk" FOREIGN KEY ("atendimento_id") REFERENCES "public"."atendimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triagem" ADD CONSTRAINT "triagem_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triagem" ADD CONSTRAINT "triagem_classificacao_risco_id_classificacao_risco_id_fk" FOREIGN KEY ("classificacao_risco_id") REFERENCES "public"."classificacao_risco"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fila_lista_idx" ON "fila" USING btree ("cliente_id","modulo","setor_tipo_id","centro_custo_id","status");--> statement-breakpoint
CREATE INDEX "fila_atendimento_idx" ON "fila" USING btree ("atendimento_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fila_paciente_ativo_uq" ON "fila" USING btree ("cliente_id","modulo","setor_tipo_id","centro_custo_id","paciente_id") WHERE "fila"."status" in (1, 2);--> statement-breakpoint
CREATE INDEX "fila_chamada_tela_idx" ON "fila_chamada" USING btree ("cliente_id","tela_id","chamada_em");--> statement-breakpoint
CREATE INDEX "fila_movimento_fila_idx" ON "fila_movimento" USING btree ("fila_id","em");--> statement-breakpoint
CREATE UNIQUE INDEX "opcao_entrada_nome_uq" ON "opcao_entrada" USING btree ("cliente_id",lower("nome"));--> statement-breakpoint
CREATE UNIQUE INDEX "prioridade_nome_uq" ON "prioridade" USING btree ("cliente_id",lower("nome"));--> statement-breakpoint
CREATE UNIQUE INDEX "tela_nome_uq" ON "tela" USING btree ("cliente_id",lower("nome"));--> statement-breakpoint
CREATE INDEX "tela_centro_custo_idx" ON "tela" USING btree ("centro_custo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tempo_espera_minutos_uq" ON "tempo_espera" USING btree ("cliente_id","minutos");--> statement-breakpoint
CREATE UNIQUE INDEX "atendimento_numero_uq" ON "atendimento" USING btree ("cliente_id","numero");--> statement-breakpoint
CREATE INDEX "atendimento_paciente_idx" ON "atendimento" USING btree ("paciente_id","recepcionado_em");--> statement-breakpoint
CREATE INDEX "atendimento_abertos_idx" ON "atendimento" USING btree ("cliente_id","infraestrutura_id") WHERE "atendimento"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "sequencia_chave_uq" ON "sequencia" USING btree ("cliente_id","chave");--> statement-breakpoint
CREATE UNIQUE INDEX "classificacao_risco_nome_uq" ON "classificacao_risco" USING btree ("cliente_id",lower("nome"));--> statement-breakpoint
CREATE UNIQUE INDEX "classificacao_risco_ordem_uq" ON "classificacao_risco" USING btree ("cliente_id","ordem");--> statement-breakpoint
CREATE INDEX "plantao_infraestrutura_inicio_idx" ON "plantao" USING btree ("infraestrutura_id","inicio");--> statement-breakpoint
CREATE INDEX "triagem_atendimento_idx" ON "triagem" USING btree ("atendimento_id","criada_em");