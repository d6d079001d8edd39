CREATE TABLE "login_falha" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_falha_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"login" text NOT NULL,
	"falhas" integer DEFAULT 0 NOT NULL,
	"bloqueado_ate" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_falha_uq" UNIQUE("cliente_id","login")
);
--> statement-breakpoint
CREATE TABLE "lotacao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lotacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"usuario_id" bigint NOT NULL,
	"infraestrutura_id" bigint NOT NULL,
	"ocupacao_codigo" varchar(6),
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "lotacao_centro_custo" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lotacao_centro_custo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"lotacao_id" bigint NOT NULL,
	"centro_custo_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lotacao_centro_custo_uq" UNIQUE("lotacao_id","centro_custo_id")
);
--> statement-breakpoint
CREATE TABLE "lotacao_papel" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lotacao_papel_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"lotacao_id" bigint NOT NULL,
	"papel_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lotacao_papel_uq" UNIQUE("lotacao_id","papel_id")
);
--> statement-breakpoint
CREATE TABLE "papel" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "papel_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"codigo" text,
	"padrao" boolean DEFAULT false NOT NULL,
	"todas_permissoes" boolean DEFAULT false NOT NULL,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "papel_nome_uq" UNIQUE("cliente_id","nome"),
	CONSTRAINT "papel_codigo_uq" UNIQUE("cliente_id","codigo")
);
--> statement-breakpoint
CREATE TABLE "papel_permissao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "papel_permissao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"papel_id" bigint NOT NULL,
	"permissao_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "papel_permissao_uq" UNIQUE("papel_id","permissao_id")
);
--> statement-breakpoint
CREATE TABLE "senha_recuperacao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "senha_recuperacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"usuario_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "senha_recuperacao_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"chave" uuid NOT NULL,
	"usuario_id" bigint NOT NULL,
	"lotacao_id" bigint NOT NULL,
	"centro_custo_id" bigint NOT NULL,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"encerrada_em" timestamp with time zone,
	"ip" text,
	"agente" text,
	CONSTRAINT "sessao_chave_unique" UNIQUE("chave")
);
--> statement-breakpoint
CREATE TABLE "auditoria" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auditoria_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"momento" timestamp with time zone DEFAULT now() NOT NULL,
	"usuario_id" bigint,
	"lotacao_id" bigint,
	"acao" text NOT NULL,
	"tabela" text NOT NULL,
	"registro_id" bigint,
	"antes" jsonb,
	"depois" jsonb,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "email_saida" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_saida_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"destinatario" text NOT NULL,
	"assunto" text NOT NULL,
	"corpo" text NOT NULL,
	"enviado_em" timestamp with time zone,
	"erro" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "notificacao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notificacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"tipo_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"mensagem" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "notificacao_destinatario" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notificacao_destinatario_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"notificacao_id" bigint NOT NULL,
	"lotacao_id" bigint NOT NULL,
	"visualizado" boolean DEFAULT false NOT NULL,
	"visualizado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "centro_custo" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "centro_custo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"infraestrutura_id" bigint NOT NULL,
	"setor_id" bigint NOT NULL,
	"nome" text NOT NULL,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "infraestrutura" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "infraestrutura_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"unidade_id" bigint NOT NULL,
	"nome" text NOT NULL,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "setor" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "setor_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"setor_tipo_id" integer NOT NULL,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "unidade" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unidade_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome_fantasia" text NOT NULL,
	"razao_social" text,
	"cnes" varchar(7),
	"cnpj" varchar(14),
	"telefone" varchar(11),
	"municipio_id" integer,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "unidade_cnes_uq" UNIQUE("cliente_id","cnes")
);
--> statement-breakpoint
CREATE TABLE "cidadao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cidadao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"nome_social" text,
	"cpf" varchar(11),
	"cns" varchar(15),
	"data_nascimento" date,
	"email" text,
	"telefone" varchar(11),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "usuario" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "usuario_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"cidadao_id" bigint NOT NULL,
	"login" text NOT NULL,
	"senha_hash" text NOT NULL,
	"email" text,
	"registro_tipo_id" integer,
	"registro_tipo_outro" text,
	"registro_numero" varchar(20),
	"registro_estado_id" integer,
	"ultimo_acesso_em" timestamp with time zone,
	"senha_alterada_em" timestamp with time zone,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "estado" (
	"id" integer PRIMARY KEY NOT NULL,
	"uf" varchar(2) NOT NULL,
	"nome" text NOT NULL,
	"regiao" text NOT NULL,
	CONSTRAINT "estado_uf_unique" UNIQUE("uf")
);
--> statement-breakpoint
CREATE TABLE "municipio" (
	"id" integer PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"estado_id" integer NOT NULL,
	"capital" boolean DEFAULT false NOT NULL,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6)
);
--> statement-breakpoint
CREATE TABLE "ocupacao" (
	"codigo" varchar(6) PRIMARY KEY NOT NULL,
	"nome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pais" (
	"id" integer PRIMARY KEY NOT NULL,
	"nome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cliente" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cliente_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"link" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"motivo_inativacao" text,
	"municipio_id" integer,
	"nome_prefeitura" text,
	"ramo_atividade" text,
	"logotipo" "bytea",
	"logotipo_tipo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cliente_link_unique" UNIQUE("link")
);
--> statement-breakpoint
CREATE TABLE "permissao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "permissao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"acao" text NOT NULL,
	"modulo" text NOT NULL,
	"funcionalidade" text NOT NULL,
	"descricao" text NOT NULL,
	CONSTRAINT "permissao_nome_unique" UNIQUE("nome"),
	CONSTRAINT "permissao_partes_uq" UNIQUE("acao","modulo","funcionalidade")
);
--> statement-breakpoint
CREATE TABLE "sistema_chave" (
	"nome" text PRIMARY KEY NOT NULL,
	"valor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_falha" ADD CONSTRAINT "login_falha_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotacao" ADD CONSTRAINT "lotacao_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotacao" ADD CONSTRAINT "lotacao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotacao" ADD CONSTRAINT "lotacao_infraestrutura_id_infraestrutura_id_fk" FOREIGN KEY ("infraestrutura_id") REFERENCES "public"."infraestrutura"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotacao" ADD CONSTRAINT "lotacao_ocupacao_codigo_ocupacao_codigo_fk" FOREIGN KEY ("ocupacao_codigo") REFERENCES "public"."ocupacao"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotacao_centro_custo" ADD CONSTRAINT "lotacao_centro_custo_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotacao_centro_custo" ADD CONSTRAINT "lotacao_centro_custo_lotacao_id_lotacao_id_fk" FOREIGN KEY ("lotacao_id") REFERENCES "public"."lotacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotacao_centro_custo" ADD CONSTRAINT "lotacao_centro_custo_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotacao_papel" ADD CONSTRAINT "lotacao_papel_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotacao_papel" ADD CONSTRAINT "lotacao_papel_lotacao_id_lotacao_id_fk" FOREIGN KEY ("lotacao_id") REFERENCES "public"."lotacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotacao_papel" ADD CONSTRAINT "lotacao_papel_papel_id_papel_id_fk" FOREIGN KEY ("papel_id") REFERENCES "public"."papel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papel" ADD CONSTRAINT "papel_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papel_permissao" ADD CONSTRAINT "papel_permissao_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papel_permissao" ADD CONSTRAINT "papel_permissao_papel_id_papel_id_fk" FOREIGN KEY ("papel_id") REFERENCES "public"."papel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papel_permissao" ADD CONSTRAINT "papel_permissao_permissao_id_permissao_id_fk" FOREIGN KEY ("permissao_id") REFERENCES "public"."permissao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "senha_recuperacao" ADD CONSTRAINT "senha_recuperacao_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "senha_recuperacao" ADD CONSTRAINT "senha_recuperacao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessao" ADD CONSTRAINT "sessao_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessao" ADD CONSTRAINT "sessao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessao" ADD CONSTRAINT "sessao_lotacao_id_lotacao_id_fk" FOREIGN KEY ("lotacao_id") REFERENCES "public"."lotacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessao" ADD CONSTRAINT "sessao_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_saida" ADD CONSTRAINT "email_saida_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao" ADD CONSTRAINT "notificacao_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao_destinatario" ADD CONSTRAINT "notificacao_destinatario_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao_destinatario" ADD CONSTRAINT "notificacao_destinatario_notificacao_id_notificacao_id_fk" FOREIGN KEY ("notificacao_id") REFERENCES "public"."notificacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacao_destinatario" ADD CONSTRAINT "notificacao_destinatario_lotacao_id_lotacao_id_fk" FOREIGN KEY ("lotacao_id") REFERENCES "public"."lotacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centro_custo" ADD CONSTRAINT "centro_custo_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centro_custo" ADD CONSTRAINT "centro_custo_infraestrutura_id_infraestrutura_id_fk" FOREIGN KEY ("infraestrutura_id") REFERENCES "public"."infraestrutura"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centro_custo" ADD CONSTRAINT "centro_custo_setor_id_setor_id_fk" FOREIGN KEY ("setor_id") REFERENCES "public"."setor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infraestrutura" ADD CONSTRAINT "infraestrutura_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infraestrutura" ADD CONSTRAINT "infraestrutura_unidade_id_unidade_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setor" ADD CONSTRAINT "setor_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidade" ADD CONSTRAINT "unidade_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidade" ADD CONSTRAINT "unidade_municipio_id_municipio_id_fk" FOREIGN KEY ("municipio_id") REFERENCES "public"."municipio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cidadao" ADD CONSTRAINT "cidadao_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_cidadao_id_cidadao_id_fk" FOREIGN KEY ("cidadao_id") REFERENCES "public"."cidadao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_registro_estado_id_estado_id_fk" FOREIGN KEY ("registro_estado_id") REFERENCES "public"."estado"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipio" ADD CONSTRAINT "municipio_estado_id_estado_id_fk" FOREIGN KEY ("estado_id") REFERENCES "public"."estado"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cliente" ADD CONSTRAINT "cliente_municipio_id_municipio_id_fk" FOREIGN KEY ("municipio_id") REFERENCES "public"."municipio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lotacao_usuario_idx" ON "lotacao" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "lotacao_papel_papel_idx" ON "lotacao_papel" USING btree ("papel_id");--> statement-breakpoint
CREATE INDEX "senha_recuperacao_usuario_idx" ON "senha_recuperacao" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "sessao_usuario_idx" ON "sessao" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "auditoria_cliente_momento_idx" ON "auditoria" USING btree ("cliente_id","momento");--> statement-breakpoint
CREATE INDEX "auditoria_tabela_registro_idx" ON "auditoria" USING btree ("tabela","registro_id");--> statement-breakpoint
CREATE INDEX "email_saida_cliente_idx" ON "email_saida" USING btree ("cliente_id","created_at");--> statement-breakpoint
CREATE INDEX "notificacao_destinatario_lotacao_idx" ON "notificacao_destinatario" USING btree ("lotacao_id","visualizado");--> statement-breakpoint
CREATE INDEX "centro_custo_infraestrutura_idx" ON "centro_custo" USING btree ("infraestrutura_id");--> statement-breakpoint
CREATE INDEX "centro_custo_setor_idx" ON "centro_custo" USING btree ("setor_id");--> statement-breakpoint
CREATE INDEX "infraestrutura_unidade_idx" ON "infraestrutura" USING btree ("unidade_id");--> statement-breakpoint
CREATE INDEX "setor_cliente_idx" ON "setor" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "unidade_cliente_idx" ON "unidade" USING btree ("cliente_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cidadao_cpf_uq" ON "cidadao" USING btree ("cliente_id","cpf") WHERE "cidadao"."cpf" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "cidadao_cns_uq" ON "cidadao" USING btree ("cliente_id","cns") WHERE "cidadao"."cns" is not null;--> statement-breakpoint
CREATE INDEX "cidadao_nome_trgm" ON "cidadao" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_login_uq" ON "usuario" USING btree ("cliente_id",lower("login"));--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_cidadao_uq" ON "usuario" USING btree ("cidadao_id");--> statement-breakpoint
CREATE INDEX "municipio_estado_idx" ON "municipio" USING btree ("estado_id");--> statement-breakpoint
CREATE INDEX "municipio_nome_trgm" ON "municipio" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ocupacao_nome_trgm" ON "ocupacao" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pais_nome_trgm" ON "pais" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "permissao_modulo_idx" ON "permissao" USING btree ("modulo");