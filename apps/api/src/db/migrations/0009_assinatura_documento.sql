CREATE TABLE "assinatura_documento" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assinatura_documento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"usuario_id" bigint NOT NULL,
	"lotacao_id" bigint,
	"codigo" varchar(12) NOT NULL,
	"status" varchar(10) NOT NULL,
	"nome_arquivo" text NOT NULL,
	"token_hash" varchar(64),
	"expira_em" timestamp with time zone,
	"conteudo" "bytea",
	"pdf_original_sha256" varchar(64) NOT NULL,
	"pdf_assinado_sha256" varchar(64),
	"signatario_nome" text NOT NULL,
	"signatario_cpf" varchar(11) NOT NULL,
	"thumbprint" varchar(40) NOT NULL,
	"assinado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "assinatura_documento_status" CHECK ("assinatura_documento"."status" in ('PENDENTE', 'ASSINADO')),
	CONSTRAINT "assinatura_documento_assinado" CHECK ("assinatura_documento"."status" <> 'ASSINADO' or ("assinatura_documento"."pdf_assinado_sha256" is not null and "assinatura_documento"."assinado_em" is not null and "assinatura_documento"."conteudo" is null and "assinatura_documento"."token_hash" is null)),
	CONSTRAINT "assinatura_documento_pendente" CHECK ("assinatura_documento"."status" <> 'PENDENTE' or ("assinatura_documento"."conteudo" is not null and "assinatura_documento"."expira_em" is not null))
);
--> statement-breakpoint
ALTER TABLE "assinatura_documento" ADD CONSTRAINT "assinatura_documento_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assinatura_documento" ADD CONSTRAINT "assinatura_documento_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assinatura_documento" ADD CONSTRAINT "assinatura_documento_lotacao_id_lotacao_id_fk" FOREIGN KEY ("lotacao_id") REFERENCES "public"."lotacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assinatura_documento_codigo_uq" ON "assinatura_documento" USING btree ("codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "assinatura_documento_token_uq" ON "assinatura_documento" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "assinatura_documento_usuario_idx" ON "assinatura_documento" USING btree ("cliente_id","usuario_id");