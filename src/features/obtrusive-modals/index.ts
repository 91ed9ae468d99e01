export { ObtrusiveModalHost } from './ui/obtrusive-modal-host';
export { ObtrusiveModalView, type ObtrusiveModalViewProps } from './ui/obtrusive-modal-view';
