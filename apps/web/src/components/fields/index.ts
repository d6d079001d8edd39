export { Autocomplete, type AutocompleteProps, type EstadoAutocomplete, TEXTO_NENHUM, TEXTO_PROCURANDO } from './Autocomplete';
export { CepField, CepInput, cepCadastrado, esquecerCeps } from './CepInput';
export { Amostra, CorCelula, CorInput } from './CorInput';
export { DataHoraInput, type DataHoraInputProps } from './DataHoraInput';
export { DateInput, type DateInputProps } from './DateInput';
export { DateRange, type DateRangeProps, type Periodo } from './DateRange';
export { ACCEPT_PADRAO, FileUpload, type FileUploadProps } from './FileUpload';
export { aplicarFiltros, type Filtro } from './filtros';
export { InputMascarado, mascaraTelefone } from './InputMascarado';
export {
  MULTISELECT_MAX_PADRAO,
  MultiSelect,
  MultiSelectField,
  type MultiSelectFieldProps,
  type MultiSelectProps,
  regraAoMenosUmItem,
  SELECIONE_AO_MENOS_UM,
} from './MultiSelect';
export { lerData, lerHora, mascaraData, mascaraHora } from './mascaras';
export { RichText, type RichTextProps, sanitizarHtml, textoSemHtml } from './RichText';
export { TextArea, type TextAreaProps } from './TextArea';
export { TextInput, type TextInputProps } from './TextInput';
export { TimeInput, type TimeInputProps } from './TimeInput';
