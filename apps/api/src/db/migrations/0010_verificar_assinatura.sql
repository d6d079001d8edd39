-- Public verification of a signed document by its code (/verificar/{codigo}, issue 5). The visitor
-- has no session and no municipality, and assinatura_documento is under the tenant policy, so the
-- lookup runs as the table owner and answers only what the page shows: signed documents only, the
-- signer's CPF masked (***.456.789-**), no ids, no user or placement.
CREATE OR REPLACE FUNCTION assinatura_documento_verificar(p_codigo text)
  RETURNS TABLE (codigo text, nome_arquivo text, signatario_nome text, signatario_cpf text,
                 assinado_em timestamptz, municipio text, pdf_assinado_sha256 text)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
AS $$
  SELECT d.codigo::text, d.nome_arquivo, d.signatario_nome,
         '***.' || substr(d.signatario_cpf, 4, 3) || '.' || substr(d.signatario_cpf, 7, 3) || '-**',
         d.assinado_em, coalesce(c.nome_prefeitura, c.nome), d.pdf_assinado_sha256::text
    FROM assinatura_documento d
    JOIN cliente c ON c.id = d.cliente_id
   WHERE d.codigo = p_codigo AND d.status = 'ASSINADO'
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION assinatura_documento_verificar(text) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION assinatura_documento_verificar(text) TO app_user;
