import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { bairro, logradouro } from '../../../db/schema/endereco.js';
import type { SeedContexto } from '../../../db/seed/municipio.js';

/**
 * Neighbourhoods and streets of Garanhuns/PE for the demo municipality. The CEPs are plausible
 * (55290-000 to 55299-999, one 5-digit prefix per area) but invented street by street; the prefix
 * 55295 is left out on purpose (the CEP tests register their own streets there).
 * Tipo de logradouro (DNE): 081 Rua, 008 Avenida, 100 Travessa, 065 Praça.
 */
type Rua = [tipo: string, nome: string];

const BAIRROS: { nome: string; prefixo: string; ruas: Rua[] }[] = [
  {
    nome: 'Centro',
    prefixo: '55290',
    ruas: [
      ['008', 'Santo Antônio'],
      ['081', 'Dantas Barreto'],
      ['008', 'Rui Barbosa'],
      ['065', 'Souto Filho'],
      ['081', 'Quinze de Novembro'],
      ['081', 'Dom José'],
      ['081', 'Siqueira Campos'],
      ['065', 'Dom Moura'],
      ['081', 'Joaquim Nabuco'],
      ['100', 'do Comércio'],
    ],
  },
  {
    nome: 'Heliópolis',
    prefixo: '55296',
    ruas: [
      ['008', 'Caruaru'],
      ['081', 'Ernesto Dourado'],
      ['081', 'Manoel Clemente'],
      ['081', 'Álvares de Azevedo'],
      ['081', 'Castro Alves'],
      ['081', 'Olavo Bilac'],
      ['100', 'Heliópolis'],
    ],
  },
  {
    nome: 'Novo Heliópolis',
    prefixo: '55296',
    ruas: [
      ['081', 'Gonçalves Dias'],
      ['081', 'Cecília Meireles'],
      ['081', 'Manuel Bandeira'],
      ['081', 'Carlos Drummond de Andrade'],
      ['081', 'Vinícius de Moraes'],
    ],
  },
  {
    nome: 'Boa Vista',
    prefixo: '55292',
    ruas: [
      ['008', 'Frei Caneca'],
      ['081', 'Monsenhor Adelmar da Mota Valença'],
      ['081', 'Cônego Benigno Lira'],
      ['081', 'Padre Cícero'],
      ['081', 'Barão de Rio Branco'],
      ['100', 'Boa Vista'],
    ],
  },
  {
    nome: 'Aloísio Pinto',
    prefixo: '55292',
    ruas: [
      ['081', 'Projetada A'],
      ['081', 'José Bonifácio'],
      ['081', 'Tiradentes'],
      ['081', 'Duque de Caxias'],
      ['081', 'Marechal Deodoro'],
      ['081', 'Floriano Peixoto'],
    ],
  },
  {
    nome: 'Magano',
    prefixo: '55294',
    ruas: [
      ['081', 'do Magano'],
      ['081', 'Sete de Setembro'],
      ['081', 'Treze de Maio'],
      ['081', 'Vinte e Um de Abril'],
      ['081', 'Primeiro de Maio'],
      ['100', 'do Magano'],
    ],
  },
  {
    nome: 'Santo Antônio',
    prefixo: '55293',
    ruas: [
      ['081', 'São José'],
      ['081', 'São Francisco'],
      ['081', 'São Pedro'],
      ['081', 'Santa Luzia'],
      ['081', 'Santa Terezinha'],
      ['081', 'Nossa Senhora de Fátima'],
    ],
  },
  {
    nome: 'Severiano Morais Filho',
    prefixo: '55294',
    ruas: [
      ['081', 'Severiano Morais'],
      ['081', 'Agamenon Magalhães'],
      ['081', 'Barbosa Lima Sobrinho'],
      ['081', 'Joaquim Cardoso'],
      ['081', 'Ascenso Ferreira'],
    ],
  },
  {
    nome: 'Francisco Figueira',
    prefixo: '55293',
    ruas: [
      ['081', 'Francisco Figueira'],
      ['081', 'José Mariano'],
      ['081', 'Luiz Gonzaga'],
      ['081', 'Dominguinhos'],
      ['081', 'Jackson do Pandeiro'],
    ],
  },
  {
    nome: 'José Maria Dourado',
    prefixo: '55297',
    ruas: [
      ['081', 'José Maria Dourado'],
      ['081', 'Antônio Souto'],
      ['081', 'Celso Galvão'],
      ['081', 'Amaro Albino Pimentel'],
      ['081', 'Euclides da Cunha'],
    ],
  },
  {
    nome: 'Indiano',
    prefixo: '55293',
    ruas: [
      ['081', 'dos Tabajaras'],
      ['081', 'dos Potiguaras'],
      ['081', 'dos Cariris'],
      ['081', 'dos Xucurus'],
      ['081', 'dos Fulniôs'],
      ['081', 'dos Pankararus'],
    ],
  },
  {
    nome: 'Dom Thiago Postma',
    prefixo: '55297',
    ruas: [
      ['081', 'Dom Thiago Postma'],
      ['081', 'Dom Hélder'],
      ['081', 'Frei Damião'],
      ['081', 'Irmã Dulce'],
      ['081', 'Padre Anchieta'],
    ],
  },
  {
    nome: 'Brasília',
    prefixo: '55298',
    ruas: [
      ['081', 'Goiás'],
      ['081', 'Bahia'],
      ['081', 'Paraíba'],
      ['081', 'Alagoas'],
      ['081', 'Sergipe'],
      ['081', 'Ceará'],
    ],
  },
  {
    nome: 'Dom Hélder Câmara',
    prefixo: '55298',
    ruas: [
      ['081', 'Esperança'],
      ['081', 'da Paz'],
      ['081', 'da Liberdade'],
      ['081', 'da Solidariedade'],
      ['081', 'da Fraternidade'],
    ],
  },
  {
    nome: 'Cohab 1',
    prefixo: '55299',
    ruas: [
      ['081', 'Um'],
      ['081', 'Dois'],
      ['081', 'Três'],
      ['081', 'Quatro'],
      ['008', 'Principal da Cohab 1'],
    ],
  },
  {
    nome: 'Cohab 2',
    prefixo: '55299',
    ruas: [
      ['081', 'Cinco'],
      ['081', 'Seis'],
      ['081', 'Sete'],
      ['081', 'Oito'],
      ['008', 'Principal da Cohab 2'],
    ],
  },
  {
    nome: 'Cohab 3',
    prefixo: '55299',
    ruas: [
      ['081', 'Nove'],
      ['081', 'Dez'],
      ['081', 'Onze'],
      ['081', 'Doze'],
      ['008', 'Principal da Cohab 3'],
    ],
  },
  {
    nome: 'São José',
    prefixo: '55291',
    ruas: [
      ['081', 'Marcílio Dias'],
      ['081', 'Almirante Tamandaré'],
      ['081', 'Santos Dumont'],
      ['081', 'Osvaldo Cruz'],
      ['081', 'Carlos Gomes'],
      ['081', 'Vital Brasil'],
    ],
  },
  {
    nome: 'Cohab Mundaú',
    prefixo: '55291',
    ruas: [
      ['081', 'do Mundaú'],
      ['081', 'das Acácias'],
      ['081', 'dos Ipês'],
      ['081', 'das Palmeiras'],
      ['081', 'dos Jasmins'],
    ],
  },
  {
    nome: 'Jardim Petrópolis',
    prefixo: '55292',
    ruas: [
      ['081', 'das Hortênsias'],
      ['081', 'das Orquídeas'],
      ['081', 'das Violetas'],
      ['081', 'das Margaridas'],
      ['081', 'das Rosas'],
    ],
  },
  {
    nome: 'Parque Fênix',
    prefixo: '55297',
    ruas: [
      ['081', 'Pernambuco'],
      ['081', 'Piauí'],
      ['081', 'Maranhão'],
      ['081', 'Amazonas'],
      ['081', 'Pará'],
    ],
  },
  {
    nome: 'Liberdade',
    prefixo: '55294',
    ruas: [
      ['081', 'Tobias Barreto'],
      ['081', 'Clóvis Beviláqua'],
      ['081', 'Sílvio Romero'],
      ['081', 'Nilo Peçanha'],
      ['081', 'Epitácio Pessoa'],
    ],
  },
  {
    nome: 'Boa Vista II',
    prefixo: '55298',
    ruas: [
      ['081', 'Joaquim Távora'],
      ['081', 'Juarez Távora'],
      ['081', 'Dom Pedro II'],
      ['081', 'Princesa Isabel'],
      ['081', 'José de Alencar'],
    ],
  },
  {
    nome: 'Várzea',
    prefixo: '55291',
    ruas: [
      ['081', 'da Várzea'],
      ['081', 'do Riacho'],
      ['081', 'da Cacimba'],
      ['081', 'das Mangueiras'],
      ['100', 'da Várzea'],
    ],
  },
  {
    nome: 'Mundaú',
    prefixo: '55290',
    ruas: [
      ['081', 'Coronel Antônio Vicente'],
      ['081', 'Doutor José Mariano'],
      ['081', 'Professor Agamenon'],
      ['081', 'Maestro Jaime Diniz'],
      ['081', 'Paulo Freire'],
      ['081', 'Ariano Suassuna'],
    ],
  },
];

/** Inserts the neighbourhoods and streets of the demo municipality. */
export async function seedEnderecosDemo(tx: Tx, ctx: SeedContexto): Promise<void> {
  const bairros = await tx
    .insert(bairro)
    .values(BAIRROS.map((b) => ({ nome: b.nome, municipioId: ctx.municipioId })))
    .returning({ id: bairro.id, nome: bairro.nome });
  const idPorNome = new Map(bairros.map((b) => [b.nome, b.id]));
  const proximo = new Map<string, number>();
  const valores = BAIRROS.flatMap((b) =>
    b.ruas.map(([tipo, nome]) => {
      const n = (proximo.get(b.prefixo) ?? 0) + 1;
      proximo.set(b.prefixo, n);
      // 3-digit suffixes 010, 020, … per prefix: distinct CEPs street by street
      return {
        tipoLogradouroCodigo: tipo,
        nome,
        cep: `${b.prefixo}${String(n * 10).padStart(3, '0')}`,
        bairroId: idPorNome.get(b.nome) as number,
      };
    }),
  );
  await tx.insert(logradouro).values(valores);
}

/** Street ids of the municipality (for the patient seed when run on its own). */
export async function idsDeLogradouros(tx: Tx): Promise<number[]> {
  const rows = await tx.select({ id: logradouro.id }).from(logradouro).where(eq(logradouro.bloqueado, false));
  return rows.map((r) => r.id);
}

export const TOTAL_LOGRADOUROS_DEMO = BAIRROS.reduce((s, b) => s + b.ruas.length, 0);
