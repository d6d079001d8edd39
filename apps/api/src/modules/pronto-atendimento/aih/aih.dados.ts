import { formatCns, formatCpf, RACAS_CORES, SEXOS } from '@saude/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { bairro, cidadao, estado, logradouro, municipio, tipoLogradouro, unidade } from '../../../db/schema/index.js';
import { enderecoTexto } from '../../../lib/print/modelos/agendamento.js';
import { carregarProfissionais } from '../impressao/impressao.dados.js';
import type { DadosLaudoAih } from './aih.impressao.js';
import { type AihCarregada, documentoDoUsuario } from './aih.service.js';

const documento = (d: { cns: string | null; cpf: string | null }) =>
  d.cns ? `CNS ${formatCns(d.cns)}` : d.cpf ? `CPF ${formatCpf(d.cpf)}` : null;

/** Everything the "Laudo para solicitação de AIH" prints, read in the request's transaction. */
export async function dadosLaudoAih(tx: Tx, a: AihCarregada): Promise<DadosLaudoAih> {
  const [p] = await tx
    .select({
      nome: cidadao.nome,
      cns: cidadao.cns,
      dataNascimento: cidadao.dataNascimento,
      sexoId: cidadao.sexoId,
      racaCorId: cidadao.racaCorId,
      nomeMae: cidadao.nomeMae,
      telefone: cidadao.telefone,
      numero: cidadao.numero,
      semNumero: cidadao.semNumero,
      complemento: cidadao.complemento,
      tipo: tipoLogradouro.nome,
      rua: logradouro.nome,
      cep: logradouro.cep,
      bairro: bairro.nome,
      municipio: municipio.nome,
      ibge: municipio.id,
      uf: estado.uf,
    })
    .from(cidadao)
    .leftJoin(logradouro, eq(logradouro.id, cidadao.logradouroId))
    .leftJoin(tipoLogradouro, eq(tipoLogradouro.codigo, logradouro.tipoLogradouroCodigo))
    .leftJoin(bairro, eq(bairro.id, logradouro.bairroId))
    .leftJoin(municipio, eq(municipio.id, bairro.municipioId))
    .leftJoin(estado, eq(estado.id, municipio.estadoId))
    .where(eq(cidadao.id, a.pacienteId));
  const [u] = a.unidadeId
    ? await tx.select({ nome: unidade.nomeFantasia, cnes: unidade.cnes }).from(unidade).where(eq(unidade.id, a.unidadeId))
    : [];
  const prof = await carregarProfissionais(tx, [{ usuarioId: a.solicitadoPor }, { usuarioId: a.situacaoPor }]);
  const solicitante = prof(a.solicitadoPor);
  const autorizador = a.situacaoPor ? prof(a.situacaoPor) : null;
  const numero = p?.semNumero ? 'S/N' : [p?.numero, p?.complemento].filter(Boolean).join(', ') || null;
  return {
    estabelecimento: { nome: u?.nome ?? '', cnes: u?.cnes ?? null },
    paciente: {
      nome: p?.nome ?? a.paciente,
      prontuario: String(a.pacienteId),
      cns: p?.cns ? formatCns(p.cns) : null,
      dataNascimento: p?.dataNascimento ?? null,
      sexo: SEXOS.find((s) => s.id === p?.sexoId)?.nome ?? null,
      racaCor: RACAS_CORES.find((r) => r.id === p?.racaCorId)?.nome ?? null,
      nomeMae: p?.nomeMae ?? null,
      telefone: p?.telefone ?? null,
      endereco: p?.rua ? enderecoTexto({ tipo: p.tipo, endereco: p.rua, numeroEndereco: numero, bairro: p.bairro }) : null,
      municipio: p?.municipio ?? null,
      ibge: p?.ibge ? String(p.ibge) : null,
      uf: p?.uf ?? null,
      cep: p?.cep ?? null,
    },
    aih: a,
    solicitante: {
      nome: solicitante?.nome ?? a.solicitante,
      registro: solicitante?.registro ?? null,
      documento: documento(await documentoDoUsuario(tx, a.solicitadoPor)),
    },
    autorizador:
      autorizador && a.situacaoPor
        ? { nome: autorizador.nome, registro: autorizador.registro, documento: documento(await documentoDoUsuario(tx, a.situacaoPor)) }
        : null,
  };
}
