CREATE TABLE "integracao_envio" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integracao_envio_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cliente_id" bigint DEFAULT nullif(current_setting('app.cliente_id', true), '')::bigint NOT NULL,
	"integracao" varchar(20) NOT NULL,
	"operacao" varchar(60) NOT NULL,
	"modulo" varchar(30) NOT NULL,
	"centro_custo_id" bigint,
	"referencia_tipo" varchar(30) NOT NULL,
	"referencia_id" bigint,
	"data_referencia" date NOT NULL,
	"parte" smallint DEFAULT 1 NOT NULL,
	"partes" smallint DEFAULT 1 NOT NULL,
	"registros" integer NOT NULL,
	"ambiente" varchar(15) NOT NULL,
	"payload_hash" varchar(64) NOT NULL,
	"situacao" varchar(12) NOT NULL,
	"protocolo" varchar(36),
	"protocolo_recebido_em" varchar(19),
	"erro" text,
	"enviado_por" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"enviado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"consultado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	"updated_by" bigint DEFAULT nullif(current_setting('app.usuario_id', true), '')::bigint,
	CONSTRAINT "integracao_envio_situacao_ck" CHECK ("integracao_envio"."situacao" in ('enviado', 'erro', 'processado')),
	CONSTRAINT "integracao_envio_ambiente_ck" CHECK ("integracao_envio"."ambiente" in ('homologacao', 'producao'))
);
--> statement-breakpoint
ALTER TABLE "material" ADD COLUMN "catmat" varchar(20);--> statement-breakpoint
ALTER TABLE "material" ADD COLUMN "tipo_produto_bnafar" varchar(1);--> statement-breakpoint
ALTER TABLE "integracao_envio" ADD CONSTRAINT "integracao_envio_cliente_id_cliente_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integracao_envio" ADD CONSTRAINT "integracao_envio_centro_custo_id_centro_custo_id_fk" FOREIGN KEY ("centro_custo_id") REFERENCES "public"."centro_custo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integracao_envio_referencia_idx" ON "integracao_envio" USING btree ("cliente_id","integracao","centro_custo_id","referencia_tipo","data_referencia");--> statement-breakpoint
CREATE INDEX "integracao_envio_enviado_idx" ON "integracao_envio" USING btree ("cliente_id","enviado_em");--> statement-breakpoint
ALTER TABLE "material" ADD CONSTRAINT "material_tipo_produto_bnafar_ck" CHECK ("material"."tipo_produto_bnafar" in ('B', 'E', 'S', 'O'));