import { mount } from 'svelte';
import App from './App.svelte';
import './lib/i18n.ts';
import './styles.css';

mount(App, { target: document.getElementById('app') as HTMLElement });
