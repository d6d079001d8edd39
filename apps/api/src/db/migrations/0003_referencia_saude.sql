CREATE TABLE "ciap" (
	"codigo" varchar(3) PRIMARY KEY NOT NULL,
	"descricao" text NOT NULL,
	"cid_codigo" varchar(4),
	CONSTRAINT "ciap_codigo_formato" CHECK ("ciap"."codigo" ~ '^[A-Z][0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "cid" (
	"codigo" varchar(4) PRIMARY KEY NOT NULL,
	"descricao" text NOT NULL,
	"subcategoria" boolean NOT NULL,
	"sexo" varchar(1),
	CONSTRAINT "cid_codigo_formato" CHECK ("cid"."codigo" ~ '^[A-Z][0-9]{2}[0-9]?$'),
	CONSTRAINT "cid_sexo_valido" CHECK ("cid"."sexo" in ('F', 'M'))
);
--> statement-breakpoint
CREATE TABLE "procedimento_sigtap" (
	"codigo" varchar(10) PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"complexidade" smallint NOT NULL,
	"sexo" varchar(1) NOT NULL,
	"quantidade_maxima" integer,
	"idade_minima" smallint,
	"idade_maxima" smallint,
	"valor_sh" numeric(12, 2) NOT NULL,
	"valor_sa" numeric(12, 2) NOT NULL,
	"valor_sp" numeric(12, 2) NOT NULL,
	"financiamento" varchar(2) NOT NULL,
	"competencia" varchar(6) NOT NULL,
	CONSTRAINT "procedimento_sigtap_codigo_formato" CHECK ("procedimento_sigtap"."codigo" ~ '^[0-9]{10}$'),
	CONSTRAINT "procedimento_sigtap_sexo_valido" CHECK ("procedimento_sigtap"."sexo" in ('M', 'F', 'I', 'N')),
	CONSTRAINT "procedimento_sigtap_complexidade_valida" CHECK ("procedimento_sigtap"."complexidade" between 0 and 3)
);
--> statement-breakpoint
CREATE INDEX "ciap_descricao_trgm" ON "ciap" USING gin (f_unaccent(lower("descricao")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cid_descricao_trgm" ON "cid" USING gin (f_unaccent(lower("descricao")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "procedimento_sigtap_nome_trgm" ON "procedimento_sigtap" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);