export {
  Popover,
  PopoverRoot,
  PopoverTrigger,
  PopoverAnchor,
  PopoverContent,
  PopoverClose,
  type PopoverRootProps,
  type PopoverTriggerProps,
  type PopoverAnchorProps,
  type PopoverContentProps,
  type PopoverCloseProps,
} from './Popover';
