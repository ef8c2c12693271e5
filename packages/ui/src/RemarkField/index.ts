export { RemarkField, MAX_REMARK_LENGTH, type RemarkChangeDetails, type RemarkFieldProps } from './RemarkField';
