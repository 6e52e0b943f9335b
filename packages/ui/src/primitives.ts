export { Button, type ButtonProps, buttonVariants } from './components/button';
