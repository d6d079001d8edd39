import { topicoTela } from '@saude/shared';
import { eq, inArray } from 'drizzle-orm';
import { WebSocket } from 'ws';
import { criarUsuario, type TestContext, unique } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { cliente, lotacao, lotacaoPapel, papel, papelPermissao, permissao, usuario } from '../../../db/schema/index.js';

/** Test helpers of the screens and notices suites: who may do what, and what the open TVs hear. */

export async function clienteIdDe(ctx: TestContext, link: string): Promise<number> {
  const [c] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, link));
  return c?.id as number;
}

/** Headers of a throw-away user of the demo municipality whose only role grants exactly these permissions. */
export async function usuarioCom(ctx: TestContext, permissoes: string[]) {
  const login = await criarUsuario(ctx, { comoLogin: 'recepcao', semPapeis: true });
  const demo = await clienteIdDe(ctx, 'demo');
  await withTenant(ctx.database.db, { clienteId: demo }, async (tx) => {
    const [u] = await tx.select({ id: usuario.id }).from(usuario).where(eq(usuario.login, login));
    const [p] = await tx
      .insert(papel)
      .values({ nome: unique('Papel de teste') })
      .returning({ id: papel.id });
    const perms = await tx.select({ id: permissao.id }).from(permissao).where(inArray(permissao.nome, permissoes));
    if (perms.length !== permissoes.length) throw new Error(`permissões desconhecidas: ${permissoes.join(', ')}`);
    await tx.insert(papelPermissao).values(perms.map((x) => ({ papelId: p?.id as number, permissaoId: x.id })));
    const [l] = await tx
      .select({ id: lotacao.id })
      .from(lotacao)
      .where(eq(lotacao.usuarioId, u?.id as number));
    await tx.insert(lotacaoPapel).values({ lotacaoId: l?.id as number, papelId: p?.id as number });
  });
  return (await ctx.login(login)).headers;
}

/**
 * A logged-in socket listening to some screens' topics, as an open TV would (`ws` client: Node 20 has no
 * global WebSocket). `evento` waits for the next event of one screen, failing after a few seconds.
 */
export class OuvinteTelas {
  private readonly recebidos: { topico: string; evento: string }[] = [];
  private espera: (() => void) | null = null;

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw));
      if (m.tipo === 'evento') this.recebidos.push({ topico: m.topico, evento: m.evento });
      this.espera?.();
    });
  }

  static async abrir(ctx: TestContext, token: string, telas: number[]) {
    if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as { port: number };
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const ouvinte = new OuvinteTelas(ws);
    const respostas: string[] = [];
    ws.on('message', (raw) => respostas.push(JSON.parse(String(raw)).tipo));
    ws.send(JSON.stringify({ tipo: 'entrar', cliente: 'demo', token }));
    for (const id of telas) ws.send(JSON.stringify({ tipo: 'assinar', topico: topicoTela(id) }));
    await ouvinte.ate(() => respostas.filter((t) => t === 'assinado').length === telas.length, 'assinaturas');
    return ouvinte;
  }

  private async ate(condicao: () => boolean, oque: string, ms = 5_000) {
    const limite = Date.now() + ms;
    while (!condicao()) {
      if (Date.now() > limite) throw new Error(`tempo esgotado esperando ${oque}`);
      await new Promise<void>((resolve) => {
        this.espera = resolve;
        setTimeout(resolve, 50);
      });
    }
  }

  /** Waits for `evento` on the screen's topic and consumes it. */
  async evento(telaId: number, evento: string) {
    const topico = topicoTela(telaId);
    await this.ate(() => this.recebidos.some((e) => e.topico === topico && e.evento === evento), `${evento} em ${topico}`);
    const i = this.recebidos.findIndex((e) => e.topico === topico && e.evento === evento);
    this.recebidos.splice(i, 1);
  }

  /** Events received and not consumed yet, as 'tela:<id> evento'. */
  pendentes() {
    return this.recebidos.map((e) => `${e.topico} ${e.evento}`);
  }

  fechar() {
    this.ws.close();
  }
}
