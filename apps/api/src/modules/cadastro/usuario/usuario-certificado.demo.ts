import { readFileSync } from 'node:fs';
import type { Tx } from '../../../db/client.js';
import type { SeedContexto } from '../../../db/seed/municipio.js';
import { HttpError } from '../../../lib/http-errors.js';
import { carregarUsuario } from './usuario.service.js';
import { salvarCertificado } from './usuario-certificado.service.js';

/**
 * The demo's test A1 certificates (issue 16 item 14): without one, "Deseja assinar?" cannot be completed in
 * the demo. They are issued by a test CA ("AC TESTE SAUDE MUNICIPAL — NÃO É ICP-BRASIL"), ICP-Brasil shaped
 * (CN `NOME:CPF`, the CPF in the otherName 2.16.76.1.3.1) with the demo users' CPFs, valid 2026-01-01 to
 * 2036-01-01: test certificates with no legal value. `apps/api/scripts/gerar-certificados-demo.ts` made the
 * files once (RSA key generation is slow: never at seed time); README lists them.
 */
export const SENHA_CERTIFICADO_DEMO = 'demo1234';

/** The demo logins that sign (the doctor, the nurse and the pharmacist in charge) and their committed PFX files under `demo/`. */
/** `nascimento` (ddmmaaaa) goes in the certificate's otherName, as ICP-Brasil writes it. */
export const CERTIFICADOS_DEMO = [
  { login: 'medico', arquivo: 'medico.pfx', nascimento: '14081978' },
  { login: 'enfermagem', arquivo: 'enfermagem.pfx', nascimento: '22031985' },
  // the pharmacist in charge signs the closed controlled-drug books (issue 19)
  { login: 'farmaceutico', arquivo: 'farmaceutico.pfx', nascimento: '03051972' },
  // the vaccination room nurse signs the vaccination card and the regularity certificate (issue 20)
  { login: 'vacina', arquivo: 'vacina.pfx', nascimento: '19091990' },
  // the laboratory's responsible biochemist signs (releases) the results (issue 21)
  { login: 'bioquimico', arquivo: 'bioquimico.pfx', nascimento: '11121980' },
  // the radiologist signs the imaging reports (issue 22)
  { login: 'radiologista', arquivo: 'radiologista.pfx', nascimento: '27061976' },
] as const;

/** The folder of the PFX files: read beside this module (the API runs from source, tsx). */
export const PASTA_CERTIFICADOS_DEMO = new URL('./demo/', import.meta.url);

/** Stores each demo signer's test certificate through the upload's own service (checked, encrypted). */
export async function seedCertificadosDemo(tx: Tx, ctx: SeedContexto) {
  for (const c of CERTIFICADOS_DEMO) {
    const id = ctx.usuarios.get(c.login);
    if (!id) continue;
    const u = await carregarUsuario(tx, id);
    const data = readFileSync(new URL(c.arquivo, PASTA_CERTIFICADOS_DEMO));
    try {
      await salvarCertificado(tx, ctx.cifra, u, { arquivo: { filename: c.arquivo, data }, senhaCertificado: SENHA_CERTIFICADO_DEMO });
    } catch (e) {
      // past 2036 the files are expired: the demo starts without them rather than not at all
      if (!(e instanceof HttpError)) throw e;
      console.warn(`Certificado de teste de ${c.login} não instalado: ${JSON.stringify(e.errors ?? e.message)}`);
    }
  }
}
