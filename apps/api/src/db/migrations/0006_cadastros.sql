CREATE TABLE "especialidade" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "especialidade_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"ocupacao_codigo" varchar(6) NOT NULL,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "feriado" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feriado_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"data" date NOT NULL,
	"descricao" text NOT NULL,
	"abrangencia" smallint NOT NULL,
	"recorrente" boolean DEFAULT false NOT NULL,
	"facultativo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "feriado_data_uq" UNIQUE("cliente_id","data")
);
--> statement-breakpoint
CREATE TABLE "loteamento" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loteamento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"bairro_id" bigint NOT NULL,
	"cep" varchar(8),
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "obito" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "obito_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"cidadao_id" bigint NOT NULL,
	"data" date NOT NULL,
	"hora" time,
	"numero_declaracao" varchar(11),
	"cid_codigo" varchar(4),
	"local_obito" smallint NOT NULL,
	"observacao" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "servico_manutencao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "servico_manutencao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"prazo_atendimento_dias" integer,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "unidade_executante_manutencao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unidade_executante_manutencao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"cnpj" varchar(14),
	"telefone" varchar(11),
	"email" text,
	"responsavel" text,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "unidade_executante_manutencao_servico" (
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"unidade_executante_manutencao_id" bigint NOT NULL,
	"servico_manutencao_id" bigint NOT NULL,
	CONSTRAINT "unidade_executante_manutencao_servico_pk" PRIMARY KEY("unidade_executante_manutencao_id","servico_manutencao_id")
);
--> statement-breakpoint
CREATE TABLE "alergia" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alergia_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"tipo_id" smallint NOT NULL,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "alergia_nome_uq" UNIQUE("cliente_id","nome")
);
--> statement-breakpoint
CREATE TABLE "convenio_medico" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "convenio_medico_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"registro_ans" varchar(6),
	"telefone" varchar(11),
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "convenio_medico_nome_uq" UNIQUE("cliente_id","nome")
);
--> statement-breakpoint
CREATE TABLE "fabricante" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fabricante_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"cnpj" varchar(14),
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "fabricante_nome_uq" UNIQUE("cliente_id","nome"),
	CONSTRAINT "fabricante_cnpj_uq" UNIQUE("cliente_id","cnpj")
);
--> statement-breakpoint
CREATE TABLE "fornecedor" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fornecedor_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"razao_social" text NOT NULL,
	"nome_fantasia" text,
	"cnpj" varchar(14) NOT NULL,
	"inscricao_estadual" varchar(20),
	"telefone" varchar(11),
	"email" text,
	"contato_nome" text,
	"cep" varchar(8),
	"logradouro" text,
	"numero" varchar(10),
	"complemento" text,
	"bairro" text,
	"municipio_id" integer,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "fornecedor_cnpj_uq" UNIQUE("cliente_id","cnpj")
);
--> statement-breakpoint
CREATE TABLE "grupo" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grupo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "grupo_nome_uq" UNIQUE("cliente_id","nome")
);
--> statement-breakpoint
CREATE TABLE "material" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "material_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"codigo" varchar(9),
	"nome" text NOT NULL,
	"apresentacao" text,
	"unidade_fornecimento_id" smallint NOT NULL,
	"grupo_id" bigint NOT NULL,
	"subgrupo_id" bigint,
	"estoque_minimo" integer DEFAULT 0 NOT NULL,
	"estoque_maximo" integer,
	"lista_controle_id" smallint,
	"medicamento" boolean DEFAULT false NOT NULL,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "material_codigo_uq" UNIQUE("cliente_id","codigo"),
	CONSTRAINT "material_nome_uq" UNIQUE("cliente_id","nome")
);
--> statement-breakpoint
CREATE TABLE "medicamento" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "medicamento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"denominacao" text NOT NULL,
	"concentracao" varchar(60),
	"forma_farmaceutica_id" smallint NOT NULL,
	"via_administracao_id" smallint NOT NULL,
	"apresentacao" text,
	"codigo_catmat" varchar(11),
	"rename" boolean DEFAULT false NOT NULL,
	"lista_controle_id" smallint,
	"material_id" bigint,
	"uso_continuo" boolean DEFAULT false NOT NULL,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "medicamento_uq" UNIQUE NULLS NOT DISTINCT("cliente_id","denominacao","concentracao","forma_farmaceutica_id")
);
--> statement-breakpoint
CREATE TABLE "subgrupo" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subgrupo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"grupo_id" bigint NOT NULL,
	"nome" text NOT NULL,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "subgrupo_nome_uq" UNIQUE("cliente_id","grupo_id","nome")
);
--> statement-breakpoint
CREATE TABLE "vacina" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vacina_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"sigla" varchar(40) NOT NULL,
	"codigo_imunobiologico" varchar(4) NOT NULL,
	"fabricante_id" bigint,
	"doses" smallint NOT NULL,
	"via_administracao_id" smallint NOT NULL,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "vacina_codigo_uq" UNIQUE("cliente_id","codigo_imunobiologico")
);
--> statement-breakpoint
CREATE TABLE "domicilio" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "domicilio_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"logradouro_id" bigint NOT NULL,
	"numero" varchar(10),
	"sem_numero" boolean DEFAULT false NOT NULL,
	"complemento" text,
	"referencia" text,
	"zona" smallint DEFAULT 83 NOT NULL,
	"tipo_domicilio" smallint,
	"numero_comodos" smallint,
	"abastecimento_agua" smallint,
	"destino_lixo" smallint,
	"energia_eletrica" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"loteamento_id" bigint
);
--> statement-breakpoint
CREATE TABLE "domicilio_residente" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "domicilio_residente_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"domicilio_id" bigint NOT NULL,
	"cidadao_id" bigint NOT NULL,
	"responsavel" boolean DEFAULT false NOT NULL,
	"data_entrada" date DEFAULT current_date NOT NULL,
	"data_saida" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "cidadao_alergia" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cidadao_alergia_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"cidadao_id" bigint NOT NULL,
	"alergia_id" bigint NOT NULL,
	"tipo_id" smallint,
	"criticidade_id" smallint,
	"reacoes_observacoes" text,
	"cid_codigo" varchar(4),
	"ordem" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "cidadao_alergia_uq" UNIQUE("cidadao_id","alergia_id")
);
--> statement-breakpoint
CREATE TABLE "cidadao_convenio" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cidadao_convenio_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"cidadao_id" bigint NOT NULL,
	"convenio_medico_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "cidadao_convenio_uq" UNIQUE("cidadao_id","convenio_medico_id")
);
--> statement-breakpoint
CREATE TABLE "cidadao_fator_risco" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cidadao_fator_risco_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"cidadao_id" bigint NOT NULL,
	"fator_risco_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "cidadao_fator_risco_uq" UNIQUE("cidadao_id","fator_risco_id")
);
--> statement-breakpoint
CREATE TABLE "cidadao_medicamento" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cidadao_medicamento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"cidadao_id" bigint NOT NULL,
	"medicamento_id" bigint NOT NULL,
	"ordem" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "cidadao_medicamento_uq" UNIQUE("cidadao_id","medicamento_id")
);
--> statement-breakpoint
CREATE TABLE "cidadao_telefone" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cidadao_telefone_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"cidadao_id" bigint NOT NULL,
	"numero" varchar(11) NOT NULL,
	"ordem" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "sala" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sala_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"infraestrutura_id" bigint NOT NULL,
	"centro_custo_id" bigint,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "sala_nome_uq" UNIQUE("cliente_id","infraestrutura_id","nome")
);
--> statement-breakpoint
CREATE TABLE "supervisor" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supervisor_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"usuario_id" bigint NOT NULL,
	"modulo" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "supervisor_usuario_modulo_uq" UNIQUE("cliente_id","usuario_id","modulo")
);
--> statement-breakpoint
CREATE TABLE "unidade_externa" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unidade_externa_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"cnes" varchar(7),
	"cnpj" varchar(14),
	"tipo_id" smallint NOT NULL,
	"municipio_id" integer NOT NULL,
	"cep" varchar(8),
	"logradouro" text,
	"numero" varchar(10),
	"bairro" text,
	"telefone" varchar(11),
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "usuario_certificado" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "usuario_certificado_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"usuario_id" bigint NOT NULL,
	"arquivo_cifrado" text NOT NULL,
	"senha_cifrada" text NOT NULL,
	"nome_arquivo" text NOT NULL,
	"subject_name" text NOT NULL,
	"thumbprint" varchar(40) NOT NULL,
	"cpf" varchar(11),
	"validade_inicio" timestamp with time zone NOT NULL,
	"validade_fim" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint
);
--> statement-breakpoint
CREATE TABLE "exame" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exame_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"tipo" smallint NOT NULL,
	"procedimento_codigo" varchar(10) NOT NULL,
	"material_biologico" smallint,
	"metodo" text,
	"prazo_resultado_dias" smallint,
	"jejum" boolean DEFAULT false NOT NULL,
	"jejum_horas" smallint,
	"instrucoes_preparo" text,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "exame_nome_uq" UNIQUE("cliente_id","nome"),
	CONSTRAINT "exame_tipo_valido" CHECK ("exame"."tipo" in (1, 2)),
	CONSTRAINT "exame_jejum_horas" CHECK ("exame"."jejum" or "exame"."jejum_horas" is null)
);
--> statement-breakpoint
CREATE TABLE "kit_exame" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kit_exame_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "kit_exame_nome_uq" UNIQUE("cliente_id","nome")
);
--> statement-breakpoint
CREATE TABLE "kit_exame_item" (
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"kit_exame_id" bigint NOT NULL,
	"exame_id" bigint NOT NULL,
	CONSTRAINT "kit_exame_item_kit_exame_id_exame_id_pk" PRIMARY KEY("kit_exame_id","exame_id")
);
--> statement-breakpoint
CREATE TABLE "procedimento_municipal" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "procedimento_municipal_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"procedimento_codigo" varchar(10) NOT NULL,
	"valor_complementar" numeric(12, 2) DEFAULT '0' NOT NULL,
	"exige_autorizacao" boolean DEFAULT false NOT NULL,
	"permite_agendamento" boolean DEFAULT true NOT NULL,
	"quantidade_maxima_mes" smallint,
	"observacao" text,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "procedimento_municipal_procedimento_uq" UNIQUE("cliente_id","procedimento_codigo"),
	CONSTRAINT "procedimento_municipal_valor" CHECK ("procedimento_municipal"."valor_complementar" >= 0)
);
--> statement-breakpoint
CREATE TABLE "procedimento_cirurgico" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "procedimento_cirurgico_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"procedimento_codigo" varchar(10),
	"porte" smallint NOT NULL,
	"tempo_estimado_minutos" smallint NOT NULL,
	"necessita_internacao" boolean DEFAULT false NOT NULL,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "procedimento_cirurgico_nome_uq" UNIQUE("cliente_id","nome"),
	CONSTRAINT "procedimento_cirurgico_porte_valido" CHECK ("procedimento_cirurgico"."porte" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "cid_capitulo" (
	"numero" smallint PRIMARY KEY NOT NULL,
	"inicio" varchar(3) NOT NULL,
	"fim" varchar(3) NOT NULL,
	"descricao" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledi_codigo" (
	"tabela" varchar(60) NOT NULL,
	"codigo" varchar(20) NOT NULL,
	"descricao" text NOT NULL,
	"observacoes" text,
	"ordem" smallint NOT NULL,
	CONSTRAINT "ledi_codigo_tabela_codigo_pk" PRIMARY KEY("tabela","codigo")
);
--> statement-breakpoint
CREATE TABLE "procedimento_cid" (
	"procedimento_codigo" varchar(10) NOT NULL,
	"cid_codigo" varchar(4) NOT NULL,
	"principal" boolean NOT NULL,
	CONSTRAINT "procedimento_cid_procedimento_codigo_cid_codigo_pk" PRIMARY KEY("procedimento_codigo","cid_codigo")
);
--> statement-breakpoint
CREATE TABLE "procedimento_ocupacao" (
	"procedimento_codigo" varchar(10) NOT NULL,
	"ocupacao_codigo" varchar(6) NOT NULL,
	CONSTRAINT "procedimento_ocupacao_procedimento_codigo_ocupacao_codigo_pk" PRIMARY KEY("procedimento_codigo","ocupacao_codigo")
);
--> statement-breakpoint
CREATE TABLE "sigtap_competencia" (
	"competencia" varchar(6) PRIMARY KEY NOT NULL,
	"carregado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"arquivo" text NOT NULL,
	"procedimentos" integer NOT NULL,
	"procedimentos_cid" integer NOT NULL,
	"procedimentos_ocupacao" integer NOT NULL,
	CONSTRAINT "sigtap_competencia_formato" CHECK ("sigtap_competencia"."competencia" ~ '^[0-9]{4}(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "unidade" ADD COLUMN "tipo_unidade_id" smallint;--> statement-breakpoint
ALTER TABLE "unidade" ADD COLUMN "logradouro_id" bigint;--> statement-breakpoint
ALTER TABLE "unidade" ADD COLUMN "numero" varchar(10);--> statement-breakpoint
ALTER TABLE "unidade" ADD COLUMN "complemento" text;--> statement-breakpoint
ALTER TABLE "unidade" ADD COLUMN "telefone2" varchar(11);--> statement-breakpoint
ALTER TABLE "unidade" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "unidade" ADD COLUMN "logo" "bytea";--> statement-breakpoint
ALTER TABLE "unidade" ADD COLUMN "logo_tipo" text;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "cadastro_simplificado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "sem_documentos" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "idade_estimada" smallint;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "caracteristicas_fisicas" text;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "regularizado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "cpf_nao_pertence_ao_cidadao" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "cpf_terceiro" varchar(11);--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "motivo_duplicidade_cpf_id" smallint;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "motivo_duplicidade_cpf_outro" text;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "preferencia_nome_id" smallint;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "identidade_genero_id" smallint;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "estado_civil_id" smallint;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "conjuge" text;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "situacao_familiar_conjugal_id" smallint;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "raca_cor_id" smallint;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "etnia_indigena_id" smallint;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "tipo_sanguineo_id" smallint;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "deficiencia_id" smallint;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "deficiencia_outro" text;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "mobilidade_reduzida_id" smallint;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "local_nascimento_id" smallint;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "pais_nascimento_id" integer;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "nacionalidade_id" smallint;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "portaria_naturalizacao" varchar(30);--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "data_naturalizacao" date;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "estado_nascimento_id" integer;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "municipio_nascimento_id" integer;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "frequenta_escola" boolean;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "escolaridade_id" smallint;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "fator_risco_outro" text;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "data_entrada_domicilio" date;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "peso_id" smallint;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "logradouro_id" bigint;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "numero" varchar(10);--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "sem_numero" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "complemento" text;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "referencia" text;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "loteamento_id" bigint;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "zona_id" smallint;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "latitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "longitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "tempo_habitacao" varchar(50);--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "rg_numero" varchar(20);--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "rg_estado_id" integer;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "rg_orgao_emissor" varchar(20);--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "rg_data_emissao" date;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "cnh_numero" varchar(11);--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "cnh_data_emissao" date;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "cnh_data_validade" date;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "cnh_estado_id" integer;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "cnh_categoria_id" smallint;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "ctps_numero" varchar(11);--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "ctps_serie" varchar(5);--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "ctps_data_emissao" date;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "ctps_estado_id" integer;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "nis_pis_pasep" varchar(11);--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "rne" varchar(20);--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "data_entrada_brasil" date;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "titulo_numero" varchar(12);--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "titulo_zona" varchar(4);--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "titulo_secao" varchar(4);--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "certidao_tipo_id" smallint;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "certidao_modelo_id" smallint;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "certidao_numero" varchar(40);--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "certidao_cartorio_nome" text;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "certidao_livro" varchar(10);--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "certidao_folha" varchar(10);--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "certidao_data_emissao" date;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "certidao_municipio_id" integer;--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "certidao_cartorio_codigo" varchar(6);--> statement-breakpoint
ALTER TABLE "cidadao" ADD COLUMN "protocolo_cross" varchar(30);--> statement-breakpoint
ALTER TABLE "especialidade" ADD CONSTRAINT "especialidade_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "especialidade" ADD CONSTRAINT "especialidade_ocupacao_codigo_ocupacao_codigo_fk" FOREIGN KEY ("ocupacao_codigo") REFERENCES "public"."ocupacao"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feriado" ADD CONSTRAINT "feriado_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loteamento" ADD CONSTRAINT "loteamento_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loteamento" ADD CONSTRAINT "loteamento_bairro_id_bairro_id_fk" FOREIGN KEY ("bairro_id") REFERENCES "public"."bairro"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obito" ADD CONSTRAINT "obito_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obito" ADD CONSTRAINT "obito_cidadao_id_cidadao_id_fk" FOREIGN KEY ("cidadao_id") REFERENCES "public"."cidadao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obito" ADD CONSTRAINT "obito_cid_codigo_cid_codigo_fk" FOREIGN KEY ("cid_codigo") REFERENCES "public"."cid"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servico_manutencao" ADD CONSTRAINT "servico_manutencao_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidade_executante_manutencao" ADD CONSTRAINT "unidade_executante_manutencao_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidade_executante_manutencao_servico" ADD CONSTRAINT "unidade_executante_manutencao_servico_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidade_executante_manutencao_servico" ADD CONSTRAINT "unidade_executante_manutencao_servico_unidade_fk" FOREIGN KEY ("unidade_executante_manutencao_id") REFERENCES "public"."unidade_executante_manutencao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidade_executante_manutencao_servico" ADD CONSTRAINT "unidade_executante_manutencao_servico_servico_fk" FOREIGN KEY ("servico_manutencao_id") REFERENCES "public"."servico_manutencao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alergia" ADD CONSTRAINT "alergia_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convenio_medico" ADD CONSTRAINT "convenio_medico_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fabricante" ADD CONSTRAINT "fabricante_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fornecedor" ADD CONSTRAINT "fornecedor_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fornecedor" ADD CONSTRAINT "fornecedor_municipio_id_municipio_id_fk" FOREIGN KEY ("municipio_id") REFERENCES "public"."municipio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupo" ADD CONSTRAINT "grupo_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material" ADD CONSTRAINT "material_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material" ADD CONSTRAINT "material_grupo_id_grupo_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material" ADD CONSTRAINT "material_subgrupo_id_subgrupo_id_fk" FOREIGN KEY ("subgrupo_id") REFERENCES "public"."subgrupo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicamento" ADD CONSTRAINT "medicamento_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicamento" ADD CONSTRAINT "medicamento_material_id_material_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."material"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subgrupo" ADD CONSTRAINT "subgrupo_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subgrupo" ADD CONSTRAINT "subgrupo_grupo_id_grupo_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacina" ADD CONSTRAINT "vacina_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacina" ADD CONSTRAINT "vacina_fabricante_id_fabricante_id_fk" FOREIGN KEY ("fabricante_id") REFERENCES "public"."fabricante"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domicilio" ADD CONSTRAINT "domicilio_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domicilio" ADD CONSTRAINT "domicilio_logradouro_id_logradouro_id_fk" FOREIGN KEY ("logradouro_id") REFERENCES "public"."logradouro"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domicilio" ADD CONSTRAINT "domicilio_loteamento_id_loteamento_id_fk" FOREIGN KEY ("loteamento_id") REFERENCES "public"."loteamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domicilio_residente" ADD CONSTRAINT "domicilio_residente_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domicilio_residente" ADD CONSTRAINT "domicilio_residente_domicilio_id_domicilio_id_fk" FOREIGN KEY ("domicilio_id") REFERENCES "public"."domicilio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domicilio_residente" ADD CONSTRAINT "domicilio_residente_cidadao_id_cidadao_id_fk" FOREIGN KEY ("cidadao_id") REFERENCES "public"."cidadao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cidadao_alergia" ADD CONSTRAINT "cidadao_alergia_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cidadao_alergia" ADD CONSTRAINT "cidadao_alergia_cidadao_id_cidadao_id_fk" FOREIGN KEY ("cidadao_id") REFERENCES "public"."cidadao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cidadao_alergia" ADD CONSTRAINT "cidadao_alergia_alergia_id_alergia_id_fk" FOREIGN KEY ("alergia_id") REFERENCES "public"."alergia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cidadao_alergia" ADD CONSTRAINT "cidadao_alergia_cid_codigo_cid_codigo_fk" FOREIGN KEY ("cid_codigo") REFERENCES "public"."cid"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cidadao_convenio" ADD CONSTRAINT "cidadao_convenio_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cidadao_convenio" ADD CONSTRAINT "cidadao_convenio_cidadao_id_cidadao_id_fk" FOREIGN KEY ("cidadao_id") REFERENCES "public"."cidadao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cidadao_convenio" ADD CONSTRAINT "cidadao_convenio_convenio_medico_id_convenio_medico_id_fk" FOREIGN KEY ("convenio_medico_id") REFERENCES "public"."convenio_medico"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cidadao_fator_risco" ADD CONSTRAINT "cidadao_fator_risco_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cidadao_fator_risco" ADD CONSTRAINT "cidadao_fator_risco_cidadao_id_cidadao_id_fk" FOREIGN KEY ("cidadao_id") REFERENCES "public"."cidadao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cidadao_medicamento" ADD CONSTRAINT "cidadao_medicamento_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cidadao_medicamento" ADD CONSTRAINT "cidadao_medicamento_cidadao_id_cidadao_id_fk" FOREIGN KEY ("cidadao_id") REFERENCES "public"."cidadao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cidadao_medicamento" ADD CONSTRAINT "cidadao_medicamento_medicamento_id_medicamento_id_fk" FOREIGN KEY ("medicamento_id") REFERENCES "public"."medicamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cidadao_telefone" ADD CONSTRAINT "cidadao_telefone_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cidadao_telefone" ADD CONSTRAINT "cidadao_telefone_cidadao_id_cidadao_id_fk" FOREIGN KEY ("cidadao_id") REFERENCES "public"."cidadao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sala" ADD CONSTRAINT "sala_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sala" ADD CONSTRAINT "sala_infraestrutura_id_infraestrutura_id_fk" FOREIGN KEY ("infraestrutura_id") REFERENCES "public"."infraestrutura"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sala" ADD CONSTRAINT "sala_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supervisor" ADD CONSTRAINT "supervisor_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supervisor" ADD CONSTRAINT "supervisor_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidade_externa" ADD CONSTRAINT "unidade_externa_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unidade_externa" ADD CONSTRAINT "unidade_externa_municipio_id_municipio_id_fk" FOREIGN KEY ("municipio_id") REFERENCES "public"."municipio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_certificado" ADD CONSTRAINT "usuario_certificado_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_certificado" ADD CONSTRAINT "usuario_certificado_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exame" ADD CONSTRAINT "exame_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exame" ADD CONSTRAINT "exame_procedimento_codigo_procedimento_sigtap_codigo_fk" FOREIGN KEY ("procedimento_codigo") REFERENCES "public"."procedimento_sigtap"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_exame" ADD CONSTRAINT "kit_exame_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_exame_item" ADD CONSTRAINT "kit_exame_item_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_exame_item" ADD CONSTRAINT "kit_exame_item_kit_exame_id_kit_exame_id_fk" FOREIGN KEY ("kit_exame_id") REFERENCES "public"."kit_exame"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_exame_item" ADD CONSTRAINT "kit_exame_item_exame_id_exame_id_fk" FOREIGN KEY ("exame_id") REFERENCES "public"."exame"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedimento_municipal" ADD CONSTRAINT "procedimento_municipal_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedimento_municipal" ADD CONSTRAINT "procedimento_municipal_procedimento_codigo_procedimento_sigtap_codigo_fk" FOREIGN KEY ("procedimento_codigo") REFERENCES "public"."procedimento_sigtap"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedimento_cirurgico" ADD CONSTRAINT "procedimento_cirurgico_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedimento_cirurgico" ADD CONSTRAINT "procedimento_cirurgico_procedimento_codigo_procedimento_sigtap_codigo_fk" FOREIGN KEY ("procedimento_codigo") REFERENCES "public"."procedimento_sigtap"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "especialidade_nome_uq" ON "especialidade" USING btree ("cliente_id",lower("nome"));--> statement-breakpoint
CREATE INDEX "especialidade_ocupacao_idx" ON "especialidade" USING btree ("cliente_id","ocupacao_codigo");--> statement-breakpoint
CREATE INDEX "especialidade_nome_trgm" ON "especialidade" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "feriado_recorrente_idx" ON "feriado" USING btree ("cliente_id","recorrente");--> statement-breakpoint
CREATE UNIQUE INDEX "loteamento_nome_uq" ON "loteamento" USING btree ("cliente_id","bairro_id",lower("nome"));--> statement-breakpoint
CREATE INDEX "loteamento_bairro_idx" ON "loteamento" USING btree ("bairro_id");--> statement-breakpoint
CREATE INDEX "loteamento_nome_trgm" ON "loteamento" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "obito_cidadao_uq" ON "obito" USING btree ("cidadao_id");--> statement-breakpoint
CREATE UNIQUE INDEX "obito_declaracao_uq" ON "obito" USING btree ("cliente_id","numero_declaracao") WHERE "obito"."numero_declaracao" is not null;--> statement-breakpoint
CREATE INDEX "obito_data_idx" ON "obito" USING btree ("cliente_id","data");--> statement-breakpoint
CREATE UNIQUE INDEX "servico_manutencao_nome_uq" ON "servico_manutencao" USING btree ("cliente_id",lower("nome"));--> statement-breakpoint
CREATE UNIQUE INDEX "unidade_executante_manutencao_nome_uq" ON "unidade_executante_manutencao" USING btree ("cliente_id",lower("nome"));--> statement-breakpoint
CREATE UNIQUE INDEX "unidade_executante_manutencao_cnpj_uq" ON "unidade_executante_manutencao" USING btree ("cliente_id","cnpj") WHERE "unidade_executante_manutencao"."cnpj" is not null;--> statement-breakpoint
CREATE INDEX "unidade_executante_manutencao_servico_servico_idx" ON "unidade_executante_manutencao_servico" USING btree ("servico_manutencao_id");--> statement-breakpoint
CREATE INDEX "alergia_nome_trgm" ON "alergia" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "material_grupo_idx" ON "material" USING btree ("grupo_id");--> statement-breakpoint
CREATE INDEX "material_subgrupo_idx" ON "material" USING btree ("subgrupo_id");--> statement-breakpoint
CREATE INDEX "material_nome_trgm" ON "material" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "medicamento_material_idx" ON "medicamento" USING btree ("material_id");--> statement-breakpoint
CREATE INDEX "medicamento_denominacao_trgm" ON "medicamento" USING gin (f_unaccent(lower("denominacao")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subgrupo_grupo_idx" ON "subgrupo" USING btree ("grupo_id");--> statement-breakpoint
CREATE INDEX "domicilio_logradouro_idx" ON "domicilio" USING btree ("logradouro_id");--> statement-breakpoint
CREATE UNIQUE INDEX "domicilio_residente_atual_uq" ON "domicilio_residente" USING btree ("cidadao_id") WHERE "domicilio_residente"."data_saida" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "domicilio_residente_responsavel_uq" ON "domicilio_residente" USING btree ("domicilio_id") WHERE "domicilio_residente"."responsavel" and "domicilio_residente"."data_saida" is null;--> statement-breakpoint
CREATE INDEX "domicilio_residente_domicilio_idx" ON "domicilio_residente" USING btree ("domicilio_id");--> statement-breakpoint
CREATE INDEX "cidadao_alergia_alergia_idx" ON "cidadao_alergia" USING btree ("alergia_id");--> statement-breakpoint
CREATE INDEX "cidadao_convenio_convenio_idx" ON "cidadao_convenio" USING btree ("convenio_medico_id");--> statement-breakpoint
CREATE INDEX "cidadao_medicamento_medicamento_idx" ON "cidadao_medicamento" USING btree ("medicamento_id");--> statement-breakpoint
CREATE INDEX "cidadao_telefone_cidadao_idx" ON "cidadao_telefone" USING btree ("cidadao_id");--> statement-breakpoint
CREATE INDEX "cidadao_telefone_numero_idx" ON "cidadao_telefone" USING btree ("cliente_id","numero");--> statement-breakpoint
CREATE INDEX "sala_infraestrutura_idx" ON "sala" USING btree ("infraestrutura_id");--> statement-breakpoint
CREATE INDEX "sala_centro_custo_idx" ON "sala" USING btree ("centro_custo_id");--> statement-breakpoint
CREATE INDEX "supervisor_usuario_idx" ON "supervisor" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "unidade_externa_cnes_uq" ON "unidade_externa" USING btree ("cliente_id","cnes") WHERE "unidade_externa"."cnes" is not null;--> statement-breakpoint
CREATE INDEX "unidade_externa_cliente_idx" ON "unidade_externa" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "unidade_externa_nome_trgm" ON "unidade_externa" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_certificado_usuario_uq" ON "usuario_certificado" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "exame_procedimento_idx" ON "exame" USING btree ("procedimento_codigo");--> statement-breakpoint
CREATE INDEX "exame_nome_trgm" ON "exame" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "kit_exame_nome_trgm" ON "kit_exame" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "kit_exame_item_exame_idx" ON "kit_exame_item" USING btree ("exame_id");--> statement-breakpoint
CREATE INDEX "procedimento_cirurgico_nome_trgm" ON "procedimento_cirurgico" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "unidade" ADD CONSTRAINT "unidade_logradouro_id_logradouro_id_fk" FOREIGN KEY ("logradouro_id") REFERENCES "public"."logradouro"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cidadao" ADD CONSTRAINT "cidadao_pais_nascimento_id_pais_id_fk" FOREIGN KEY ("pais_nascimento_id") REFERENCES "public"."pais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cidadao" ADD CONSTRAINT "cidadao_estado_nascimento_id_estado_id_fk" FOREIGN KEY ("estado_nascimento_id") REFERENCES "public"."estado"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cidadao" ADD CONSTRAINT "cidadao_municipio_nascimento_id_municipio_id_fk" FOREIGN KEY ("municipio_nascimento_id") REFERENCES "public"."municipio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cidadao" ADD CONSTRAINT "cidadao_logradouro_id_logradouro_id_fk" FOREIGN KEY ("logradouro_id") REFERENCES "public"."logradouro"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cidadao" ADD CONSTRAINT "cidadao_loteamento_id_loteamento_id_fk" FOREIGN KEY ("loteamento_id") REFERENCES "public"."loteamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cidadao" ADD CONSTRAINT "cidadao_rg_estado_id_estado_id_fk" FOREIGN KEY ("rg_estado_id") REFERENCES "public"."estado"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cidadao" ADD CONSTRAINT "cidadao_cnh_estado_id_estado_id_fk" FOREIGN KEY ("cnh_estado_id") REFERENCES "public"."estado"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cidadao" ADD CONSTRAINT "cidadao_ctps_estado_id_estado_id_fk" FOREIGN KEY ("ctps_estado_id") REFERENCES "public"."estado"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cidadao" ADD CONSTRAINT "cidadao_certidao_municipio_id_municipio_id_fk" FOREIGN KEY ("certidao_municipio_id") REFERENCES "public"."municipio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "setor_nome_uq" ON "setor" USING btree ("cliente_id",lower("nome"));--> statement-breakpoint
CREATE INDEX "unidade_nome_trgm" ON "unidade" USING gin (f_unaccent(lower("nome_fantasia")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cidadao_nome_social_trgm" ON "cidadao" USING gin (f_unaccent(lower("nome_social")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cidadao_nome_idx" ON "cidadao" USING btree ("cliente_id","nome");--> statement-breakpoint
CREATE INDEX "cidadao_cpf_terceiro_idx" ON "cidadao" USING btree ("cliente_id","cpf_terceiro") WHERE "cidadao"."cpf_terceiro" is not null;