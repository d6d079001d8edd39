CREATE TABLE "tipo_logradouro" (
	"codigo" varchar(3) PRIMARY KEY NOT NULL,
	"nome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bairro" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bairro_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"nome" text NOT NULL,
	"municipio_id" integer NOT NULL,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "bairro_nome_uq" UNIQUE("cliente_id","municipio_id","nome")
);
--> statement-breakpoint
CREATE TABLE "logradouro" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "logradouro_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"tipo_logradouro_codigo" varchar(3) NOT NULL,
	"nome" text NOT NULL,
	"cep" varchar(8) NOT NULL,
	"bairro_id" bigint NOT NULL,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "logradouro_nome_uq" UNIQUE("cliente_id","bairro_id","tipo_logradouro_codigo","nome")
);
--> statement-breakpoint
ALTER TABLE "bairro" ADD CONSTRAINT "bairro_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bairro" ADD CONSTRAINT "bairro_municipio_id_municipio_id_fk" FOREIGN KEY ("municipio_id") REFERENCES "public"."municipio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logradouro" ADD CONSTRAINT "logradouro_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logradouro" ADD CONSTRAINT "logradouro_tipo_logradouro_codigo_tipo_logradouro_codigo_fk" FOREIGN KEY ("tipo_logradouro_codigo") REFERENCES "public"."tipo_logradouro"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logradouro" ADD CONSTRAINT "logradouro_bairro_id_bairro_id_fk" FOREIGN KEY ("bairro_id") REFERENCES "public"."bairro"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bairro_nome_trgm" ON "bairro" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "logradouro_cep_idx" ON "logradouro" USING btree ("cliente_id","cep");--> statement-breakpoint
CREATE INDEX "logradouro_bairro_idx" ON "logradouro" USING btree ("bairro_id");--> statement-breakpoint
CREATE INDEX "logradouro_nome_trgm" ON "logradouro" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);